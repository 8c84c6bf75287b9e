export { PageSkeleton } from './PageSkeleton';
export type { PageSkeletonLayout, PageSkeletonProps } from './PageSkeleton';
