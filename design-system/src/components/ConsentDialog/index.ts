export { ConsentDialog } from './ConsentDialog';
export type { ConsentChoice, ConsentDialogProps, ConsentValues } from './ConsentDialog';
