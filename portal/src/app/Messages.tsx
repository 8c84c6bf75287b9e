import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Snackbar } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { messageHidden, selectMessage } from '../lib/messages';

/** The snackbar of spec 3 "message": 6 s, or 30 s for errors and dismiss-required ones. */
export default function Messages() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useAppSelector(selectMessage);
  const navigate = useNavigate();
  const link = message?.link;
  return (
    <Snackbar
      open={message !== null}
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
      action={
        link
          ? {
              label: t(link.text),
              altText: t(link.text),
              onClick: () => {
                dispatch(messageHidden());
                navigate(link.path);
              },
            }
          : undefined
      }
    />
  );
}
