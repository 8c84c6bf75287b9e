export { HelpServiceList } from './HelpServiceList';
export type { HelpService, HelpServiceListProps } from './HelpServiceList';
