export { BANK_IDS, BankSelector } from './BankSelector';
export type { BankId, BankSelectorProps } from './BankSelector';
