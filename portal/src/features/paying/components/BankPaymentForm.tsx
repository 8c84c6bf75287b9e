import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BankSelector,
  BANK_IDS,
  Button,
  DescriptionList,
  formatEuroCents,
  Notice,
  Stack,
  type BankId,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { cartTotal, isCartBlocked, type CartItem } from '../cart';
import { payingFeature } from '../sagas';
import {
  paymentFormCleared,
  paymentFormRequested,
  selectPaymentFormError,
  selectPaymentPreparing,
  selectPendingDebtNrs,
} from '../slice';

export interface BankPaymentFormProps {
  cart: CartItem[];
  redirectPath: string | null;
  onCancel: () => void;
}

/**
 * The bank selection form (spec 4): what is paid, the nine providers; choosing one enables
 * continue, which fetches the form data and leaves for the bank. A cart with a debt already being
 * paid shows the pending-block text and sends nothing.
 */
export function BankPaymentForm({ cart, redirectPath, onCancel }: BankPaymentFormProps) {
  useLazySaga(payingFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const preparing = useAppSelector(selectPaymentPreparing);
  const error = useAppSelector(selectPaymentFormError);
  const pendingDebtNrs = useAppSelector(selectPendingDebtNrs);
  const [bank, setBank] = useState<BankId | null>(null);
  const blocked = isCartBlocked(cart, pendingDebtNrs);
  const names = Object.fromEntries(BANK_IDS.map((id) => [id, t(`bank.${id}`)])) as Record<
    BankId,
    string
  >;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bank && !preparing) dispatch(paymentFormRequested({ bank, cart, redirectPath }));
  };
  const cancel = () => {
    dispatch(paymentFormCleared());
    onCancel();
  };

  return (
    <Stack as="form" gap={5} onSubmit={submit} aria-label={t('paying.form.label')} noValidate>
      <DescriptionList
        layout="figures"
        items={[
          ...cart.map((item) => ({
            key: String(item.debtNr),
            term: item.description ?? t('paying.form.debt'),
            value: formatEuroCents(item.amountCents, locale),
          })),
          ...(cart.length > 1
            ? [
                {
                  key: 'total',
                  term: t('paying.form.total'),
                  value: formatEuroCents(cartTotal(cart), locale),
                },
              ]
            : []),
        ]}
      />
      {blocked ? (
        <Notice tone="warning" live="status">
          {t('payment.blockPendingOrdersText')}
        </Notice>
      ) : (
        <BankSelector
          legend={t('bank.legend')}
          names={names}
          value={bank}
          onValueChange={setBank}
          disabled={preparing}
        />
      )}
      {error && !blocked ? (
        <Notice tone="error" live="alert">
          {t(error, { defaultValue: t('error.server.0') })}
        </Notice>
      ) : null}
      {blocked ? null : <p>{t('paying.form.redirectNote')}</p>}
      <Stack direction="horizontal" gap={3} wrap>
        <Button
          type="submit"
          disabled={!bank || blocked}
          loading={preparing}
          loadingText={t('paying.form.redirecting')}
        >
          {t('common.continue')}
        </Button>
        <Button type="button" variant="secondary" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
