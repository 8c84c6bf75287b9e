import { useTranslation } from 'react-i18next';
import { Button, DialogActions, Notice, ResponsiveDialog, Stack } from '@portal/design-system';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { FeedbackForm } from '../../feedback';
import '../dialogs';
import { PaymentOutcomeFigures } from './PaymentOutcomeFigures';

/** spec 4: the pending payment was confirmed; the debtor may give payment feedback (type 2). */
export default function PaymentCompleteDialog({
  orderNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'paymentComplete'>) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('paying.complete.title')}
      closeLabel={t('common.close')}
      footer={
        <DialogActions
          primary={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
        />
      }
    >
      <Stack gap={5}>
        <Notice tone="success" live="status">
          {t('paying.complete.text')}
        </Notice>
        <PaymentOutcomeFigures confirmed />
        <FeedbackForm feedbackType={2} orderNr={orderNr} />
      </Stack>
    </ResponsiveDialog>
  );
}
