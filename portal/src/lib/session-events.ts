import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended (logout, timeout, failed refresh): every slice that holds the debtor's data
 * or what the debtor sees clears itself on it (spec 4: logout clears all data, hides messages).
 * Defined here, not in the session feature, because shared state in `lib/` reacts to it too.
 */
export const sessionCleared = createAction('session/cleared');
