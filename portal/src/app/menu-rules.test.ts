import { describe, expect, it } from 'vitest';
import type { DebtorData } from '../features/debtor/slice';
import { menuRules } from './menu-rules';

const data = (debts: number, debtor: Partial<DebtorData['debtor']> = {}) =>
  ({
    debtor: { nr: 7, hidePersonalInfo: false, ...debtor },
    debts: Array.from({ length: debts }, () => ({})),
  }) as unknown as DebtorData;

describe('menu rules (spec 2)', () => {
  it('signed out: logo to /, no profile, no payments', () => {
    expect(menuRules(false, null)).toEqual({
      logoHref: '/',
      showProfile: false,
      showPayments: false,
    });
  });

  it('signed in with one debt: logo to the front page, profile, no payments', () => {
    expect(menuRules(true, data(1))).toEqual({
      logoHref: '/front-page',
      showProfile: true,
      showPayments: false,
    });
  });

  it('shows payments only with more than one debt', () => {
    expect(menuRules(true, data(2)).showPayments).toBe(true);
  });

  it('hides the profile when personal info is hidden or there is no active debtor number', () => {
    expect(menuRules(true, data(1, { hidePersonalInfo: true })).showProfile).toBe(false);
    expect(menuRules(true, data(1, { nr: 0 })).showProfile).toBe(false);
  });
});
