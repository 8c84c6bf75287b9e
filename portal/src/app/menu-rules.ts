import type { DebtorData } from '../features/debtor';
import { isProfileAvailable } from '../features/debtor/profile-rules';
import { paths } from '../lib/paths';

export interface MenuRules {
  /** spec 2: the logo leads to / when signed out and /front-page when signed in. */
  logoHref: string;
  /** spec 2, 6: profile only with personal info shown and an active debtor number. */
  showProfile: boolean;
  /** spec 2, 6: the payments item only with more than one debt. */
  showPayments: boolean;
}

export function menuRules(signedIn: boolean, data: DebtorData | null): MenuRules {
  const debtor = data?.debtor;
  return {
    logoHref: signedIn ? paths.frontPage.getHref() : paths.home.getHref(),
    showProfile: signedIn && isProfileAvailable(debtor ?? null),
    showPayments: Boolean(signedIn && data && data.debts.length > 1),
  };
}
