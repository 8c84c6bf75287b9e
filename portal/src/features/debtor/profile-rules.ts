import type { Debtor } from './model';

/**
 * spec 2, 6: the profile exists only with personal info shown and an active debtor number. The
 * menu and the profile route both ask this, so the two cannot disagree. A module of its own: the
 * layout (login route) needs it without the front page's rules.
 */
export function isProfileAvailable(debtor: Debtor | null): boolean {
  return Boolean(debtor && !debtor.hidePersonalInfo && debtor.nr > 0);
}
