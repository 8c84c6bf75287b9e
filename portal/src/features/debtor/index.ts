/** The debtor feature's public entry: what other features may use of it. */
export * from './slice';
export type * from './model';
export * from './rules';
export { isProfileAvailable } from './profile-rules';
