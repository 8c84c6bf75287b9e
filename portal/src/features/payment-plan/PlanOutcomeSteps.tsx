import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, DescriptionList, DialogActions, Notice, Stack } from '@portal/design-system';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FeedbackForm } from '../feedback';
import { installmentItem, isCartBlocked, selectPendingDebtNrs } from '../paying';
import type { PlanFlow } from './usePlanFlow';

/** The made plan's first instalment to pay now (spec 5), and whether a payment still pends. */
export function useFirstPayment(flow: PlanFlow) {
  const pendingDebtNrs = useAppSelector(selectPendingDebtNrs);
  const { data, state } = flow;
  const planNr = state.created?.planNr;
  const plan = planNr ? (data?.paymentPlans.find((p) => p.nr === planNr) ?? null) : null;
  const item = plan && data ? installmentItem(plan, data.debts) : null;
  return { item, blocked: item ? isCartBlocked([item], pendingDebtNrs) : false };
}

/**
 * The plan is made but in force only once its first instalment is paid: the amount in large
 * type, and the way to the bank. The stepper leaves this step open until then.
 */
export function PlanFirstPaymentStep({ flow }: { flow: PlanFlow }) {
  const { t } = useTranslation();
  const { item, blocked } = useFirstPayment(flow);
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status">
        {t('paymentPlan.firstPayment.text')}
      </Notice>
      {item ? (
        <DescriptionList
          layout="figures"
          aria-label={t('paymentPlan.firstPayment.amount', {
            amount: flow.money(item.amountCents),
          })}
          items={[
            {
              key: 'first',
              term: t('paymentPlan.steps.firstPayment'),
              value: flow.money(item.amountCents),
              emphasis: true,
            },
          ]}
        />
      ) : null}
      {blocked ? <Notice tone="warning">{t('paymentPlan.firstPayment.pending')}</Notice> : null}
    </Stack>
  );
}

/** Pay the first instalment (at the bank) or see the plan. */
export function PlanFirstPaymentActions({
  flow,
  onShowPlan,
}: {
  flow: PlanFlow;
  onShowPlan: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { item, blocked } = useFirstPayment(flow);
  return (
    <DialogActions
      primary={
        <Button
          disabled={!item || blocked}
          onClick={() => {
            if (!item) return;
            dispatch(dialogClosed('paymentPlan'));
            dispatch(
              dialogOpened({
                name: 'bankSelection',
                props: { cart: [item], redirectPath: pathname },
              }),
            );
          }}
        >
          {t('paymentPlan.firstPayment.pay')}
        </Button>
      }
      secondary={
        <Button variant="secondary" onClick={onShowPlan}>
          {t('paymentPlan.done.show')}
        </Button>
      }
    />
  );
}

/** The plan is made: said politely, with the feedback question (type 3). */
export function PlanDoneStep({ orderNr }: { orderNr: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status">
        {t('paymentPlan.done.text')}
      </Notice>
      {orderNr ? <FeedbackForm feedbackType={3} orderNr={orderNr} /> : null}
    </Stack>
  );
}
