import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Button,
  DialogActions,
  ErrorSummary,
  formatEuroCents,
  Notice,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import { cents, MIN_CUSTOM_PAYMENT_CENTS, type Cents } from '@portal/openapi';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { summaryItems } from '../../../lib/form-errors';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { selectDebts } from '../../debtor';
import { customAmountError, customItem, defaultCustomAmount } from '../cart';
import '../dialogs';
import { paymentFormCleared } from '../slice';
import { BankPaymentForm } from './BankPaymentForm';

const CUSTOM_PAYMENT_FORM_ID = 'custom-payment-form';

/**
 * A voluntary payment (spec 4, 5): an amount between 5 euros and what is left (5 by default);
 * continue shows the bank selection; changing the amount clears what was prepared, and cancel
 * returns to the amount.
 */
export default function CustomPaymentDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'customPayment'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const left = debt?.debtSummary.left ?? cents(0);
  const [amount, setAmount] = useState<Cents | null>(() => defaultCustomAmount(left));
  const [touched, setTouched] = useState(false);
  const [prepared, setPrepared] = useState(false);
  // A submit with an error shows the error summary, which takes focus and lists it.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const error = customAmountError(amount, left);
  const range = {
    min: formatEuroCents(MIN_CUSTOM_PAYMENT_CENTS, locale),
    max: formatEuroCents(left, locale),
  };
  const errorText = touched && error ? t(`paying.custom.error.${error}`, range) : undefined;

  const close = (next: boolean) => {
    if (!next) dispatch(paymentFormCleared());
    onOpenChange(next);
  };
  const proceed = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error === null) setPrepared(true);
    else setFailedSubmits((count) => count + 1);
  };

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={close}
      returnFocus={returnFocus}
      title={t('customPayment.title')}
      description={t('customPayment.text')}
      closeLabel={t('common.close')}
      footer={
        debt === null || prepared ? undefined : (
          <DialogActions
            primary={
              <Button type="submit" form={CUSTOM_PAYMENT_FORM_ID}>
                {t('common.continue')}
              </Button>
            }
            secondary={
              <Button type="button" variant="secondary" onClick={() => close(false)}>
                {t('common.cancel')}
              </Button>
            }
          />
        )
      }
    >
      {debt === null ? (
        <Notice tone="error">{t('error.server.0')}</Notice>
      ) : (
        <Stack gap={5}>
          <Stack
            as="form"
            id={CUSTOM_PAYMENT_FORM_ID}
            gap={4}
            onSubmit={proceed}
            noValidate
            aria-label={t('customPayment.title')}
          >
            <p>
              {t('paying.custom.debt', {
                creditor: debt.creditor.name,
                left: formatEuroCents(left, locale),
              })}
            </p>
            <ErrorSummary
              title={t('errorSummary.title')}
              headingLevel={3}
              errors={summaryItems([
                ['custom-payment-amount', failedSubmits > 0 ? errorText : null],
              ])}
              focusKey={failedSubmits}
            />
            <AmountField
              id="custom-payment-amount"
              label={t('customPayment.amount')}
              hint={t('paying.custom.hint', range)}
              error={errorText}
              required
              locale={locale}
              valueCents={amount}
              onValueChange={(value) => {
                // The field reports whole cents (or null): branded once, here at the edge.
                setAmount(value === null ? null : cents(value));
                setTouched(true);
                // A new amount is a new payment: nothing prepared is kept.
                if (prepared) {
                  setPrepared(false);
                  dispatch(paymentFormCleared());
                }
              }}
            />
            <Notice tone="info">
              {t('customPayment.minimum', {
                min: formatEuroCents(MIN_CUSTOM_PAYMENT_CENTS, locale),
              })}
            </Notice>
          </Stack>
          {prepared && amount !== null ? (
            <BankPaymentForm
              cart={[customItem(debt, amount)]}
              redirectPath={null}
              onCancel={() => setPrepared(false)}
            />
          ) : null}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
