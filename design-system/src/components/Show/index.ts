export { Show } from './Show';
export type { ShowProps } from './Show';
