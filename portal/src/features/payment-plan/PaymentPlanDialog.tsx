import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, DialogActions, Notice, StepDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { FlowStepper } from '../../lib/flow-stepper';
import { paths } from '../../lib/paths';
import { PlanBuildActions, PlanBuildStep } from './PlanBuildStep';
import { PlanDoneStep, PlanFirstPaymentActions, PlanFirstPaymentStep } from './PlanOutcomeSteps';
import { PlanReviewActions, PlanReviewStep } from './PlanReviewStep';
import { usePlanFlow, type PlanFlow } from './usePlanFlow';

type ShownStep = 'error' | 'build' | 'review' | 'firstPayment' | 'done';

const HEADINGS: Record<ShownStep, string> = {
  error: 'paymentPlan.steps.build',
  build: 'paymentPlan.steps.build',
  review: 'paymentPlan.steps.review',
  firstPayment: 'paymentPlan.firstPayment.title',
  done: 'paymentPlan.done.title',
};

/** Which step shows: the outcome once the plan is made, else the debtor's step. */
function shownStep(flow: PlanFlow): ShownStep {
  if (!flow.data || flow.candidates.length === 0) return 'error';
  if (flow.state.creation === 'created')
    return flow.state.created?.awaitsFirstPayment ? 'firstPayment' : 'done';
  return flow.step === 'review' && flow.figures ? 'review' : 'build';
}

/**
 * A payment plan (spec 4, 5): the plan builder shows at once what the amount means (months,
 * last due date, interest, costs, the longest plan allowed, the charge); then the installments
 * to confirm; a banditRating 3 plan's first installment is paid at once; done, with feedback
 * (type 3). Closing after a choice of the debtor's asks first; once the plan is made it closes.
 */
export default function PaymentPlanDialog({
  debtNrs,
  affordableCents,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'paymentPlan'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = usePlanFlow(debtNrs, affordableCents);
  const formId = `plan-form-${useId().replace(/:/g, '')}`;
  const step = shownStep(flow);
  const close = () => onOpenChange(false);
  const firstDebt = flow.chosenDebts[0] ?? flow.candidates[0] ?? null;
  const showPlan = () => {
    close();
    if (!firstDebt) return;
    navigate(
      flow.chosen.length > 1
        ? paths.paymentPlan.getHref(firstDebt.orderNr)
        : paths.debt.getHref(firstDebt.orderNr),
    );
  };

  let body: ReactNode;
  let footer: ReactNode = null;
  if (step === 'error') {
    body = <Notice tone="error">{t('paymentPlan.error.failed')}</Notice>;
  } else if (step === 'firstPayment') {
    body = <PlanFirstPaymentStep flow={flow} />;
    footer = <PlanFirstPaymentActions flow={flow} onShowPlan={showPlan} />;
  } else if (step === 'done') {
    body = <PlanDoneStep orderNr={firstDebt?.orderNr ?? null} />;
    footer = (
      <DialogActions primary={<Button onClick={showPlan}>{t('paymentPlan.done.show')}</Button>} />
    );
  } else if (step === 'review' && flow.figures) {
    body = <PlanReviewStep flow={flow} figures={flow.figures} />;
    footer = <PlanReviewActions flow={flow} figures={flow.figures} />;
  } else {
    body = <PlanBuildStep flow={flow} formId={formId} />;
    footer = <PlanBuildActions flow={flow} formId={formId} onCancel={close} />;
  }

  // The stepper: details, review, then the first installment (open until it is paid) or done.
  const last = step === 'firstPayment' ? 'firstPayment' : 'done';
  const order = ['build', 'review', last] as const;
  const at = step === 'done' ? order.length : Math.max(0, order.indexOf(step as 'build'));
  // Only while the plan is not made, and only once the debtor has chosen something.
  const asks = flow.changed && (step === 'build' || step === 'review');
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('paymentPlan.title')}
      closeLabel={t('common.close')}
      stepKey={step}
      stepHeading={t(HEADINGS[step])}
      stepper={
        <FlowStepper
          label={t('paymentPlan.steps.label')}
          steps={order.map((name) => t(`paymentPlan.steps.${name}`))}
          current={at}
        />
      }
      closeConfirmation={
        asks
          ? {
              title: t('paymentPlan.confirmClose.title'),
              text: t('paymentPlan.confirmClose.text'),
              keepLabel: t('paymentPlan.confirmClose.keep'),
              leaveLabel: t('paymentPlan.confirmClose.leave'),
            }
          : null
      }
      footer={footer}
    >
      {body}
    </StepDialog>
  );
}
