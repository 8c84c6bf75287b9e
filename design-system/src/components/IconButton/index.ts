export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonVariant } from './IconButton';
