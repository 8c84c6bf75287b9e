export { DialogClose, ResponsiveDialog } from './ResponsiveDialog';
export type { DialogSize, ResponsiveDialogProps } from './ResponsiveDialog';
