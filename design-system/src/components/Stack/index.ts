export { Stack } from './Stack';
export type { SpaceToken, StackProps } from './Stack';
