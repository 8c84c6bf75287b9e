export { BankSelector } from './BankSelector';
export type {
  BankSelectorProps,
  PaymentMethodGroupOption,
  PaymentMethodOption,
} from './BankSelector';
