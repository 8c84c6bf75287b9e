export { ArchiveCard } from './ArchiveCard';
export type { ArchiveCardProps } from './ArchiveCard';
