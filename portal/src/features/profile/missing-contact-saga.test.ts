import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { dialogClosed, selectIsDialogOpen } from '../../lib/dialogs';
import { debtorLoaded, type DebtorData } from '../debtor';
import { lastAskedOf } from './missing-contact';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const aino = (phones: unknown[]) =>
  ({
    debtor: {
      nr: 1,
      hidePersonalInfo: false,
      contactInformation: {
        emails: [{ emailAddress: 'aino@example.fi', emailAllowed: true }],
        phones,
        isEmailAllowed: true,
        isSMSAllowed: false,
        hideContactInformation: false,
      },
    },
  }) as unknown as DebtorData;

// The prompt's code (and the paying sagas, which also start with the first data) load lazily;
// loaded here first, the 20 ms below is about the sagas, not about transforming modules.
beforeAll(async () => {
  await import('./missing-contact-saga');
  await import('../paying/sagas');
});
beforeEach(() => localStorage.clear());

describe('the missing-contact prompt after the debtor data loads (spec 4)', () => {
  it('opens once through the dialog host and remembers when, per debtor number', async () => {
    const store = makeStore({ now: () => 1_000_000 });
    store.dispatch(debtorLoaded(aino([])));
    await vi.waitFor(() =>
      expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(true),
    );
    expect(lastAskedOf(1)).toBe(1_000_000);

    store.dispatch(dialogClosed('missingContactInfo'));
    store.dispatch(debtorLoaded(aino([])));
    await settle();
    expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(false);
  });

  it('does not open for a debtor with both an e-mail and a phone', async () => {
    const store = makeStore();
    store.dispatch(
      debtorLoaded(aino([{ number: '401', landCode: '+358', type: null, smsAllowed: true }])),
    );
    await settle();
    expect(selectIsDialogOpen(store.getState(), 'missingContactInfo')).toBe(false);
    expect(lastAskedOf(1)).toBeNull();
  });
});
