import { afterEach, describe, expect, it, vi } from 'vitest';
import { ainoVirtanen } from '../test/fake-portal';
import { hydrate, mockScreen, unmountAll } from '../test/hydrate';

/**
 * A signed-in page the server rendered with the debtor's data hydrates with that data, without a
 * mismatch and without showing a skeleton first. Apart from the public pages' hydration test:
 * stores of earlier tests in the same window would share the tabs' channel with these.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('a signed-in page the server rendered with the debtor’s data', () => {
  it.each([
    ['one debt’s front page on a phone', '/front-page', '/front-page', true, 'aino'],
    ['the debt on a desktop', '/debt/:orderNr', '/debt/1000001', false, 'aino'],
    ['two debts’ front page on a phone', '/front-page', '/front-page', true, 'two'],
  ] as const)(
    '%s hydrates with that data, without a mismatch',
    async (_name, path, location, small, who) => {
      mockScreen(small);
      // The portal's calls after hydrating (the session's extension) are not this test's concern.
      vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
      const aino = ainoVirtanen();
      const first = aino.debts[0]!;
      const debtor =
        who === 'aino'
          ? aino
          : { ...aino, debts: [first, { ...first, nr: first.nr + 1, orderNr: first.orderNr + 1 }] };
      const { how, errors, container } = await hydrate(
        {
          language: 'fi',
          path,
          signedIn: who === 'aino' ? 'basic' : 'strong',
          consentBanner: false,
          announcements: [],
          withData: { location, authType: who === 'aino' ? 2 : 0, debtor },
        },
        {
          language: 'fi',
          consentBanner: false,
          session: { authType: who === 'aino' ? 2 : 0, expiresAt: Date.now() + 29 * 60_000 },
        },
      );
      expect(how).toBe('hydrated');
      expect(errors).toEqual([]);
      // The amount left to pay of Aino's debt (325.80 euros in the fake portal's data).
      expect(container.querySelector('main')?.textContent).toMatch(/325,80\s€/);
      expect(container.querySelector('main')?.getAttribute('aria-busy')).not.toBe('true');
    },
  );
});
