import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, StepDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { FlowStepper } from '../../lib/flow-stepper';
import { useAppDispatch } from '../../lib/hooks';
import { settlementCancelRequested } from './slice';
import { SettlementReviewStep, SettlementSignActions } from './SettlementReviewStep';
import {
  SettlementDoneStep,
  SettlementSignedActions,
  SettlementSignedStep,
} from './SettlementSignedSteps';
import {
  SettlementBeforeStep,
  SettlementChoiceActions,
  SettlementChoiceStep,
  SettlementIntroActions,
  SettlementMeaningStep,
} from './SettlementStartSteps';
import {
  useSettlementFlow,
  type SettlementFlow,
  type SettlementRequest,
} from './useSettlementFlow';

const STAGES = ['start', 'plan', 'sign', 'firstInstallment'] as const;

/**
 * Where the stepper stands: the three first steps are the start, the plan is checked and
 * signed at step 4, and once signed only the first installment is left.
 */
function stageAt(step: number): number {
  if (step >= 6) return STAGES.length;
  if (step === 5) return 3;
  return step === 4 ? 1 : 0;
}

/** The step's body and its buttons. */
function stepContent(
  flow: SettlementFlow,
  request: SettlementRequest,
  hintId: string,
  onCancel: () => void,
): { body: ReactNode; footer: ReactNode } {
  switch (flow.step) {
    case 1:
      return {
        body: <SettlementChoiceStep flow={flow} />,
        footer: <SettlementChoiceActions flow={flow} onCancel={onCancel} />,
      };
    case 2:
    case 3:
      return {
        body: flow.step === 2 ? <SettlementMeaningStep /> : <SettlementBeforeStep />,
        footer: <SettlementIntroActions flow={flow} request={request} />,
      };
    case 4:
      return {
        body: <SettlementReviewStep flow={flow} request={request} />,
        footer: <SettlementSignActions flow={flow} request={request} hintId={hintId} />,
      };
    case 5:
      return {
        body: <SettlementSignedStep flow={flow} />,
        footer: <SettlementSignedActions flow={flow} />,
      };
    default:
      return { body: <SettlementDoneStep flow={flow} />, footer: null };
  }
}

/**
 * The settlement (spec 4): pay now or settle; what it means; start; the binding plan to sign
 * with one's own bank credentials; signed, awaiting the first installment; done. Closing the
 * started, unsigned settlement (step 4) asks first and cancels it; once it is signed, closing
 * keeps it (the front page offers to go on and pay the first installment).
 */
export default function SettlementDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'settlement'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const flow = useSettlementFlow();
  const hintId = `sign-hint-${useId().replace(/:/g, '')}`;
  const { request, step } = flow;
  const { body, footer } = request
    ? stepContent(flow, request, hintId, () => onOpenChange(false))
    : { body: <Notice tone="error">{t('settlement.error')}</Notice>, footer: null };
  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('settlement.title')}
      closeLabel={t('common.close')}
      stepKey={step}
      stepHeading={t(`settlement.steps.${step}`)}
      // The stages show from the first step on.
      stepper={
        <FlowStepper
          label={t('settlement.stagesLabel')}
          steps={STAGES.map((stage) => t(`settlement.stages.${stage}`))}
          current={stageAt(step)}
        />
      }
      closeConfirmation={
        request && step === 4
          ? {
              title: t('settlement.confirmClose.title'),
              text: t('settlement.confirmClose.text'),
              keepLabel: t('settlement.confirmClose.keep'),
              leaveLabel: t('settlement.confirmClose.cancel'),
              leaving: flow.state.busy === 'cancel',
              leavingText: t('button.loading'),
              onLeave: () => dispatch(settlementCancelRequested(request)),
            }
          : null
      }
      footer={footer}
    >
      {body}
    </StepDialog>
  );
}
