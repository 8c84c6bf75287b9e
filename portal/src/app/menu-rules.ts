import type { DebtorData } from '../features/debtor/slice';

export interface MenuRules {
  /** spec 2: the logo leads to / when signed out and /front-page when signed in. */
  logoHref: '/' | '/front-page';
  /** spec 2, 6: profile only with personal info shown and an active debtor number. */
  showProfile: boolean;
  /** spec 2, 6: the payments item only with more than one debt. */
  showPayments: boolean;
}

export function menuRules(signedIn: boolean, data: DebtorData | null): MenuRules {
  const debtor = data?.debtor;
  return {
    logoHref: signedIn ? '/front-page' : '/',
    showProfile: Boolean(signedIn && debtor && !debtor.hidePersonalInfo && debtor.nr > 0),
    showPayments: Boolean(signedIn && data && data.debts.length > 1),
  };
}
