/** The session feature's public entry: what other features may use of it. */
export * from './slice';
/**
 * For flows that widen a session (the overall-situation prompt, login type 3) or need the debtor
 * identified with online banking first (the refund account).
 */
export { startReidentification, startSession } from './sagas';
