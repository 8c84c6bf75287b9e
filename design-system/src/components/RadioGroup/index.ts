export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOptionData } from './RadioGroup';
