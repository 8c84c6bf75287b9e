export { ActionMenu } from './ActionMenu';
export type { ActionMenuItem, ActionMenuProps } from './ActionMenu';
