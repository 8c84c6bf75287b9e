import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { CheckIcon } from '../../icons';
import { Marker, Step, StepLabel, StepList, StepTarget } from './Stepper.styles';

export type StepState = 'completed' | 'current' | 'upcoming' | 'disabled';

export interface StepperStep {
  label: string;
  state: StepState;
}

export interface StepperProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The steps in order: label and state (`completed`, `current`, `upcoming`, `disabled`). */
  steps: readonly StepperStep[];
  /** Names the navigation, e.g. "Reklamaation vaiheet". */
  'aria-label': string;
  /** "Vaihe {{current}}/{{total}}" with the numbers filled in. */
  stepText: (number: number, total: number) => string;
  /** Words for each state, read after the step ("valmis", "nykyinen", ...). */
  stateTexts: Readonly<Record<StepState, string>>;
  /** Completed steps become buttons that go back to them. */
  onStepClick?: (index: number) => void;
}

/**
 * Progress through a multi-step dialog (reclamation, settlement). Each step reads
 * "label. Vaihe n/N. state" and the current one has aria-current="step" (after HDS).
 */
export const Stepper = forwardRef<HTMLElement, StepperProps>(function Stepper(
  { steps, stepText, stateTexts, onStepClick, ...rest },
  ref,
) {
  return (
    <nav ref={ref} {...rest}>
      <StepList>
        {steps.map((step, index) => {
          const clickable = step.state === 'completed' && onStepClick;
          const content = (
            <>
              <Marker aria-hidden="true">
                {step.state === 'completed' ? <CheckIcon strokeWidth={3} /> : index + 1}
              </Marker>
              <StepLabel aria-hidden="true">{step.label}</StepLabel>
              <VisuallyHidden.Root>
                {`${step.label}. ${stepText(index + 1, steps.length)}. ${stateTexts[step.state]}`}
              </VisuallyHidden.Root>
            </>
          );
          return (
            <Step key={step.label} data-state={step.state}>
              {clickable ? (
                <StepTarget
                  as="button"
                  type="button"
                  data-state={step.state}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </StepTarget>
              ) : (
                <StepTarget
                  data-state={step.state}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                >
                  {content}
                </StepTarget>
              )}
            </Step>
          );
        })}
      </StepList>
    </nav>
  );
});
