export { DebtCard } from './DebtCard';
export type { CardAction, DebtCardLabels, DebtCardProps } from './DebtCard';
