import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BankSelector,
  Button,
  DescriptionList,
  formatEuroCents,
  Notice,
  Stack,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import { selectLanguage, selectLocale } from '../../../lib/language';
import { cartTotal, isCartBlocked, type CartItem } from '../cart';
import { payingFeature } from '../sagas';
import {
  paymentFormCleared,
  paymentFormRequested,
  paymentMethodsRequested,
  selectPaymentFormError,
  selectPaymentMethods,
  selectPaymentPreparing,
  selectPendingDebtNrs,
} from '../slice';

export interface BankPaymentFormProps {
  cart: CartItem[];
  redirectPath: string | null;
  onCancel: () => void;
}

/**
 * The bank selection form (spec 4): what is paid, the payment provider's methods in its groups;
 * choosing one enables continue, which fetches the chosen method's form and leaves for it. A cart
 * with a debt already being paid shows the pending-block text and sends nothing.
 */
export function BankPaymentForm({ cart, redirectPath, onCancel }: BankPaymentFormProps) {
  useLazySaga(payingFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const preparing = useAppSelector(selectPaymentPreparing);
  const error = useAppSelector(selectPaymentFormError);
  const pendingDebtNrs = useAppSelector(selectPendingDebtNrs);
  const language = useAppSelector(selectLanguage);
  const methods = useAppSelector(selectPaymentMethods);
  const [bank, setBank] = useState<string | null>(null);
  const blocked = isCartBlocked(cart, pendingDebtNrs);
  // The provider's list, asked for once per language (group names are in it).
  const stale = methods.language !== language || methods.status === 'idle';
  useEffect(() => {
    if (stale && methods.status !== 'loading') dispatch(paymentMethodsRequested(language));
  }, [stale, methods.status, language, dispatch]);

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
      ) : methods.status === 'failed' ||
        (methods.status === 'loaded' && !stale && methods.groups.length === 0) ? (
        <Notice tone="error" live="alert">
          <Stack gap={3}>
            <span>{t('bank.loadFailed')}</span>
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => dispatch(paymentMethodsRequested(language))}
              >
                {t('bank.retry')}
              </Button>
            </div>
          </Stack>
        </Notice>
      ) : methods.groups.length === 0 || stale ? (
        <p role="status">{t('bank.loading')}</p>
      ) : (
        <BankSelector
          legend={t('bank.legend')}
          groups={methods.groups}
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
