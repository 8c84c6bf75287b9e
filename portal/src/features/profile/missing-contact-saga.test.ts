import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { dialogClosed, selectIsDialogOpen } from '../../lib/dialogs';
import { createFakeApi, envelope, FAKE_API_ORIGIN, ok } from '../../test/fake-api';
import { debtorLoaded, type DebtorData } from '../debtor';
import { shouldAskMissingContact } from './missing-contact';

// The real rule, watched: once it has answered for a load, the prompt's saga has decided, so an
// absence (no dialog, no call) is checked after that, not after a guessed delay.
vi.mock('./missing-contact', { spy: true });
const decisions = () =>
  vi.mocked(shouldAskMissingContact).mock.calls.map(([data], i) => ({
    nr: data.debtor.nr,
    ask: vi.mocked(shouldAskMissingContact).mock.results[i]?.value as boolean,
  }));
const decided = (nr: number) =>
  vi.waitFor(() => expect(decisions().map((d) => d.nr)).toContain(nr));

beforeEach(() => {
  vi.mocked(shouldAskMissingContact).mockClear();
});

const aino = (phones: unknown[], lastQueried: string | null = null, nr = 1) =>
  ({
    debtor: {
      nr,
      hidePersonalInfo: false,
      contactInformation: {
        emails: [{ emailAddress: 'aino@example.fi', emailAllowed: true }],
        phones,
        isEmailAllowed: true,
        isSMSAllowed: false,
        hideContactInformation: false,
        lastQueried,
      },
    },
  }) as unknown as DebtorData;

// The prompt's code (and the paying sagas, which also start with the first data) load lazily;
// loaded here first, the waits below are about the sagas, not about transforming modules.
beforeAll(async () => {
  await import('./missing-contact-saga');
  await import('../paying/sagas');
});
function backend() {
  // Only the prompt's call is answered; the payment poll that also starts finds nothing (404).
  const api = createFakeApi().on('post', '/api/debtor/contactQueried', () => ok(envelope(true)));
  return { fetch: api.fetch, paths: api.paths };
}

describe('the missing-contact prompt after the debtor data loads (spec 4)', () => {
  it('opens once through the dialog host and tells the server it asked', async () => {
    const { fetch, paths } = backend();
    const store = makeStore({ now: () => 1_000_000, fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(debtorLoaded(aino([])));
    await vi.waitFor(() =>
      expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(true),
    );
    await vi.waitFor(() => expect(paths).toContain('/api/debtor/contactQueried'));

    // The silent reload right after may still carry the old "never asked": not asked twice.
    store.dispatch(dialogClosed('missingContactInfo'));
    store.dispatch(debtorLoaded(aino([])));
    // Aino's reload ends before the rule (asked here already); a debtor loaded after it, with
    // both contacts, shows when the reload's turn is over.
    store.dispatch(
      debtorLoaded(
        aino([{ number: '401', landCode: '+358', type: null, smsAllowed: true }], null, 2),
      ),
    );
    await decided(2);
    expect(decisions()).toEqual([
      { nr: 1, ask: true },
      { nr: 2, ask: false },
    ]);
    expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(false);
    expect(paths.filter((p) => p === '/api/debtor/contactQueried')).toHaveLength(1);
  });

  it('does not open when the server says the debtor was asked less than a month ago', async () => {
    const { fetch, paths } = backend();
    const now = Date.parse('2026-04-15T07:00:00Z');
    const store = makeStore({ now: () => now, fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(debtorLoaded(aino([], '2026-04-01T07:00:00.000Z')));
    await decided(1);
    expect(decisions()).toEqual([{ nr: 1, ask: false }]);
    expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(false);
    expect(paths).not.toContain('/api/debtor/contactQueried');
  });

  it('does not open for a debtor with both an e-mail and a phone', async () => {
    const { fetch, paths } = backend();
    const store = makeStore({ fetch, baseUrl: FAKE_API_ORIGIN });
    store.dispatch(
      debtorLoaded(aino([{ number: '401', landCode: '+358', type: null, smsAllowed: true }])),
    );
    await decided(1);
    expect(decisions()).toEqual([{ nr: 1, ask: false }]);
    expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(false);
    expect(paths).not.toContain('/api/debtor/contactQueried');
  });
});
