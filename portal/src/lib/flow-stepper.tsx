import { useTranslation } from 'react-i18next';
import { Stepper, type StepState } from '@portal/design-system';

/**
 * The states of a flow's steps when it stands at `current` (0-based): the ones before it are
 * done, it is current, the rest are to come; past the last step, every one is done.
 */
export function flowStepStates(count: number, current: number): StepState[] {
  return Array.from({ length: count }, (_, index) =>
    index < current ? 'completed' : index === current ? 'current' : 'upcoming',
  );
}

/** The stepper of a multi-step dialog, with the portal's words for the step and its state. */
export function FlowStepper({
  label,
  steps,
  current,
}: {
  /** Names the navigation ("Maksusuunnitelman vaiheet"). */
  label: string;
  /** The steps' labels, in order. */
  steps: readonly string[];
  /** Where the flow stands; `steps.length` when it is done. */
  current: number;
}) {
  const { t } = useTranslation();
  const states = flowStepStates(steps.length, current);
  return (
    <Stepper
      aria-label={label}
      steps={steps.map((stepLabel, index) => ({ label: stepLabel, state: states[index]! }))}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
    />
  );
}
