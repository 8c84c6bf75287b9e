import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  DescriptionList,
  DialogActions,
  List,
  Notice,
  Stack,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import { useAppDispatch } from '../../lib/hooks';
import { planSummary, type PlanFigures } from './model';
import { PlanInstallmentsTable, PlanSummaryList } from './PlanFigures';
import { planCreateRequested } from './slice';
import type { PlanFlow } from './usePlanFlow';

/** The first instalment when it is paid at once (spec 5, banditRating 3), else null. */
export function firstPaidAtOnce(flow: PlanFlow, figures: PlanFigures): Cents | null {
  return flow.paysFirstAtOnce ? (figures.rows[0]?.amount ?? null) : null;
}

/**
 * The commitment sentence stands with the figures, and the confirm button is described by it, so
 * a screen reader user who goes straight to the button hears what confirming commits them to.
 */
const COMMITMENT_ID = 'payment-plan-commitment';

/**
 * Step 2: the plan to confirm. What the debtor commits to comes first, with the instalment and
 * the total in large type and the commitment right under them; then the dates and costs, and
 * the instalments (the first ones and the last).
 */
export function PlanReviewStep({ flow, figures }: { flow: PlanFlow; figures: PlanFigures }) {
  const { t } = useTranslation();
  const { money, state, chosenDebts } = flow;
  const summary = planSummary(figures);
  const firstNow = firstPaidAtOnce(flow, figures);
  return (
    <Stack gap={5}>
      <p>{t('paymentPlan.review.intro')}</p>
      {/* The instalment and the total first, a joint plan's debts by name, and the commitment. */}
      <Card tone="highlight">
        <Stack gap={4}>
          <DescriptionList
            layout="figures"
            data-plan-emphasis=""
            items={[
              {
                key: 'monthly',
                term: t('paymentPlan.review.emphasis'),
                value: money(figures.amount),
                emphasis: true,
              },
              {
                key: 'total',
                term: t('paymentPlan.review.total'),
                value: money(summary.total),
                emphasis: true,
              },
            ]}
          />
          {chosenDebts.length > 1 ? (
            <div>
              <p>
                <strong>{t('paymentPlan.review.debts')}</strong>
              </p>
              <List>
                {chosenDebts.map((debt) => (
                  <li key={debt.nr}>
                    {t('debt.plan.coversItem', {
                      creditor: debt.creditor.name,
                      orderNr: debt.orderNr,
                    })}
                  </li>
                ))}
              </List>
            </div>
          ) : null}
          <p id={COMMITMENT_ID}>{t('paymentPlan.review.commitment')}</p>
        </Stack>
      </Card>
      {firstNow !== null ? (
        <Notice
          tone="warning"
          title={t('paymentPlan.firstAtOnce.title', { amount: money(firstNow) })}
        >
          {t('paymentPlan.firstAtOnce.text')}
        </Notice>
      ) : null}
      <PlanSummaryList figures={figures} locale={flow.locale} review />
      <PlanInstallmentsTable figures={figures} locale={flow.locale} />
      {state.creation === 'failed' && state.createError ? (
        <Notice tone="error" live="alert">
          {t(state.createError)}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** Confirm (naming the amount paid at once, when it is) and Back. */
export function PlanReviewActions({ flow, figures }: { flow: PlanFlow; figures: PlanFigures }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const firstNow = firstPaidAtOnce(flow, figures);
  const { request } = flow;
  return (
    <DialogActions
      primary={
        <Button
          aria-describedby={COMMITMENT_ID}
          loading={flow.state.creation === 'creating'}
          loadingText={t('button.loading')}
          onClick={() => request && dispatch(planCreateRequested(request))}
        >
          {firstNow !== null
            ? t('paymentPlan.review.confirmAndPay', { amount: flow.money(firstNow) })
            : t('paymentPlan.review.confirm')}
        </Button>
      }
      secondary={
        <Button variant="secondary" onClick={() => flow.setStep('build')}>
          {t('common.back')}
        </Button>
      }
    />
  );
}
