export { TwoColumnLayout } from './TwoColumnLayout';
export type { TwoColumnLayoutProps } from './TwoColumnLayout';
