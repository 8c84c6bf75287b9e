import { useTranslation } from 'react-i18next';
import { Button, DialogActions, formatDate, Notice, Spinner, Stack } from '@portal/design-system';
import { FeedbackForm } from '../feedback';
import type { CartItem } from '../paying';
import type { SettlementFlow } from './useSettlementFlow';

/** The signed settlement's first installment, as an item to pay, and its due date. */
export function firstInstallment(flow: SettlementFlow): {
  item: CartItem | null;
  dueDate: string | null;
} {
  const { plan, debts } = flow;
  const next = plan?.nextInstallment ?? null;
  const first = plan?.debts[0];
  const item: CartItem | null =
    plan && next && first
      ? {
          debtNr: first.nr,
          description: debts[0]?.creditor.name ?? null,
          amountCents: next.eur,
          paymentType: 'reconciliation',
          msnr: plan.nr,
        }
      : null;
  return { item, dueDate: next?.duedate ?? null };
}

/**
 * Step 5: signed, the first installment to pay, or the wait while its payment is confirmed.
 * Closing keeps the settlement: the front page offers to go on.
 */
export function SettlementSignedStep({ flow }: { flow: SettlementFlow }) {
  const { t } = useTranslation();
  const { item, dueDate } = firstInstallment(flow);
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status" title={t('settlement.step5.title')}>
        {t('settlement.step5.text')}
      </Notice>
      {flow.pending ? (
        <Spinner label={t('settlement.step5.waiting')} showLabel />
      ) : (
        <>
          {item ? (
            <p>
              {t('settlement.step5.amount', {
                amount: flow.money(item.amountCents),
                date: dueDate ? formatDate(dueDate) : '',
              })}
            </p>
          ) : null}
          <p>{t('settlement.step5.others')}</p>
          <p>{t('settlement.step2.partial')}</p>
        </>
      )}
    </Stack>
  );
}

/** Pay the first installment (none while its payment pends). */
export function SettlementSignedActions({ flow }: { flow: SettlementFlow }) {
  const { t } = useTranslation();
  const { item } = firstInstallment(flow);
  if (flow.pending) return null;
  return (
    <DialogActions
      primary={
        <Button disabled={!item} onClick={() => item && flow.pay([item])}>
          {t('settlement.step5.pay')}
        </Button>
      }
    />
  );
}

/** Step 6: the settlement is complete, with the feedback question (type 7). */
export function SettlementDoneStep({ flow }: { flow: SettlementFlow }) {
  const { t } = useTranslation();
  const first = flow.debts[0];
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status" title={t('settlement.step6.title')}>
        {t('settlement.step6.text')}
      </Notice>
      {first ? <FeedbackForm feedbackType={7} orderNr={first.orderNr} /> : null}
    </Stack>
  );
}
