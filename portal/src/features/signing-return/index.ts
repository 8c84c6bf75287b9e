/**
 * The signing service's return without a session, shared by the settlement and the court
 * decision: their return pages show it when the session ended at the signing service.
 */
export { SignedOutSigningReturn } from './SignedOutSigningReturn';
export type { SigningKind, SignedOutSigningResult } from './slice';
