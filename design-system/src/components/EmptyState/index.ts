export { EmptyState } from './EmptyState';
export type { EmptyStateIcon, EmptyStateProps } from './EmptyState';
