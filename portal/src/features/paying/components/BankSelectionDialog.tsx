import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { useAppDispatch } from '../../../lib/hooks';
import { paymentFormCleared } from '../slice';
import '../dialogs';
import { BankPaymentForm } from './BankPaymentForm';

/** A pay button's payment: the bank selection form in a dialog (spec 4). */
export default function BankSelectionDialog({
  cart,
  redirectPath,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'bankSelection'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Closing the dialog keeps nothing prepared (spec 4: cancel clears).
  const close = (next: boolean) => {
    if (!next) dispatch(paymentFormCleared());
    onOpenChange(next);
  };
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      returnFocus={returnFocus}
      title={t('paying.form.title')}
      description={t('paying.form.intro')}
      closeLabel={t('common.close')}
    >
      <BankPaymentForm cart={cart} redirectPath={redirectPath} onCancel={() => close(false)} />
    </ResponsiveDialog>
  );
}
