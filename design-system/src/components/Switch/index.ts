export { Switch } from './Switch';
export type { SwitchProps, SwitchState } from './Switch';
