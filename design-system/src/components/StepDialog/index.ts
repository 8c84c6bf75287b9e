export { StepDialog } from './StepDialog';
export type { StepDialogProps } from './StepDialog';
