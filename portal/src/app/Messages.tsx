import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Snackbar } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectIsDialogOpen, selectIsMandatoryDialogOpen } from '../lib/dialogs';
import { messageHidden, selectMessage } from '../lib/messages';

/**
 * The snackbar of spec 3 "message": 6 s, or 30 s for errors and dismiss-required ones. While a
 * mandatory dialog (the court decision) or the decision-sent dialog is open the message waits
 * and shows once the dialog has closed, its time counted from then: nothing is drawn over them.
 */
export default function Messages() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useAppSelector(selectMessage);
  // Nothing is drawn over the court decision's dialogs: a message waits until they have closed.
  const mandatoryOpen = useAppSelector(selectIsMandatoryDialogOpen);
  const decisionSentOpen = useAppSelector((state) => selectIsDialogOpen(state, 'verdictSent'));
  const held = mandatoryOpen || decisionSentOpen;
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
