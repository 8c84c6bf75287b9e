export { StepDialog } from './StepDialog';
export type { StepDialogCloseConfirmation, StepDialogProps } from './StepDialog';
