export { DebtCard, cardActionFooter } from './DebtCard';
export type { CardAction, DebtCardLabels, DebtCardProps } from './DebtCard';
