import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Snackbar } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectIsMandatoryDialogOpen } from '../lib/dialogs';
import { messageHidden, selectMessage } from '../lib/messages';

/**
 * The snackbar of spec 3 "message": 6 s, or 30 s for errors and dismiss-required ones. While a
 * mandatory dialog is open (the court decision) the message waits and shows once the dialog has
 * closed, its time counted from then (issue 32: nothing is drawn over that dialog).
 */
export default function Messages() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useAppSelector(selectMessage);
  const held = useAppSelector(selectIsMandatoryDialogOpen);
  const navigate = useNavigate();
  const links = message?.links ?? [];
  const actions = links.map((link) => {
    const label = t(link.text, link.values);
    return {
      label,
      altText: label,
      onClick: () => {
        dispatch(messageHidden());
        navigate(link.path);
      },
    };
  });
  return (
    <Snackbar
      open={message !== null && !held}
      onOpenChange={(open) => {
        if (!open) dispatch(messageHidden());
      }}
      message={
        message
          ? message.translate
            ? // A code the messages do not know shows the generic error (lib/api.ts policy).
              t([message.text, 'error.server.0'], message.values)
            : message.text
          : ''
      }
      tone={message?.type === 'error' ? 'error' : message?.type === 'success' ? 'success' : 'info'}
      dismissRequired={message?.clickToDismiss ?? false}
      closeLabel={t('common.close')}
      regionLabel={t('snackbar.region')}
      announceLabel={t('snackbar.announce')}
      // One link reads as the snackbar's action; several as a row of them under the message.
      action={actions.length === 1 ? actions[0] : undefined}
      actions={actions.length > 1 ? actions : undefined}
    />
  );
}
