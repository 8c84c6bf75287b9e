export { DialogActions } from './DialogActions';
export type { DialogActionsProps } from './DialogActions';
