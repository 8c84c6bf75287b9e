export { SummaryCard } from './SummaryCard';
export type { SummaryCardLabels, SummaryCardProps } from './SummaryCard';
