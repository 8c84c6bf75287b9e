import { useTranslation } from 'react-i18next';
import { DescriptionList, formatEuroCents, Notice, Stack } from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import { useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { selectPaymentOutcome } from '../slice';

/**
 * After a payment: the amount paid, large, and what is left of the debts once it is booked;
 * nothing left is said as good news, and so is a plan this payment put in force. Nothing is
 * shown when the outcome is not known (a payment prepared before this version, or storage
 * switched off).
 */
export function PaymentOutcomeFigures({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const outcome = useAppSelector(selectPaymentOutcome);
  if (!outcome) return null;
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  return (
    <Stack gap={4}>
      <DescriptionList
        layout="figures"
        items={[
          { key: 'paid', term: t('paying.outcome.paid'), value: money(outcome.paidCents) },
          ...(outcome.leftCents === null
            ? []
            : [
                {
                  key: 'left',
                  term: t(confirmed ? 'paying.outcome.left' : 'paying.outcome.leftPending'),
                  value: money(outcome.leftCents),
                },
              ]),
        ]}
      />
      {confirmed && outcome.leftCents === 0 ? (
        <Notice tone="success">{t('paying.outcome.allPaid')}</Notice>
      ) : null}
      {confirmed && outcome.startsPlan ? (
        <Notice tone="success">{t('paying.outcome.planInForce')}</Notice>
      ) : null}
    </Stack>
  );
}
