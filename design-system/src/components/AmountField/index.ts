export { AmountField } from './AmountField';
export type { AmountFieldProps } from './AmountField';
