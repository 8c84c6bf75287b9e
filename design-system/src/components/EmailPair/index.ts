export { EmailPair } from './EmailPair';
export type { EmailPairField, EmailPairProps } from './EmailPair';
