export { Checkbox } from './Checkbox';
export type { CheckboxProps, CheckboxState } from './Checkbox';
