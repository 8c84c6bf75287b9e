export { DescriptionList } from './DescriptionList';
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList';
