export { PageHeader } from './PageHeader';
export type { PageHeaderBack, PageHeaderBreadcrumb, PageHeaderProps } from './PageHeader';
