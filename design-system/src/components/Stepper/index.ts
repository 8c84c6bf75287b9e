export { Stepper } from './Stepper';
export type { StepperProps, StepperStep, StepState } from './Stepper';
