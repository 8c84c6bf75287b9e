import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { makeStore } from '../../app/store';
import { saveFile } from '../../lib/save-file';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeAnswer,
  type FakeApi,
  offContract,
  ok,
} from '../../test/fake-api';
import { signOutPage } from '../../test/page-session';
import { ainoVirtanen } from '../../test/fake-portal';
import { profileFeature } from './sagas';
import {
  contactAddRequested,
  contactAllowRequested,
  consentGiveRequested,
  consentWithdrawRequested,
  dataExportRequested,
  profileExtrasRequested,
  remindersSaveRequested,
  selectAllowChosen,
  selectDemandConsent,
  selectReminderSettings,
  selectExportError,
  selectExporting,
  selectProfileResults,
} from './slice';

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

type PdfExport = FakeAnswer<'/api/debtor/dataExport/{locale}', 'get'>;

type Results = ReturnType<typeof selectProfileResults>;
/** A request clears its result and its saga's last step sets it: waits for it and returns it. */
async function resultOf(store: ReturnType<typeof makeStore>, key: keyof Results) {
  await vi.waitFor(() => expect(selectProfileResults(store.getState())[key]).not.toBeNull());
  return selectProfileResults(store.getState())[key];
}

/** The quiet reload after a saved contact detail or permission. */
const withDebtor = () =>
  createFakeApi().on('get', '/api/debtor', () => ok(envelope(ainoVirtanen())));

function storeWith(server: FakeApi) {
  const store = makeStore({ fetch: server.fetch, baseUrl: FAKE_API_ORIGIN });
  store.injectSaga(profileFeature);
  return { store, server };
}

// A page the server sent signed out: the store does not ask \`GET /api/session\`, so the calls
// listed are the feature's own.
beforeEach(() => {
  localStorage.clear();
  signOutPage(document);
  vi.mocked(saveFile).mockClear();
});

describe('profile sagas', () => {
  it('sends a phone without its leading zero, shows success and reloads quietly', async () => {
    const { store, server } = storeWith(
      withDebtor().on('post', '/api/debtor/add/{contactType}', () => ok(envelope(true))),
    );
    store.dispatch(contactAddRequested({ type: 'phone', text: '0401234567' }));
    await resultOf(store, 'addPhone');
    await vi.waitFor(() => expect(server.paths).toContain('/api/debtor'));
    expect(server.bodies['/api/debtor/add/phone']).toEqual({
      ContactType: 'phone',
      Text: '401234567',
      Allow: true,
    });
    expect(selectProfileResults(store.getState()).addPhone).toMatchObject({
      tone: 'success',
      key: 'profile.added.phone',
    });
    // The quiet reload asks for the debtor without the loading state.
    expect(store.getState().debtor.status).not.toBe('loading');
  });

  it('shows the refusal of an e-mail as its error key', async () => {
    const { store, server } = storeWith(
      createFakeApi().on('post', '/api/debtor/add/{contactType}', () =>
        ok({ status: 1, ErrorCode: 'validation.email.email', responseObject: false }),
      ),
    );
    store.dispatch(contactAddRequested({ type: 'email', text: ' a@b.fi ' }));
    await resultOf(store, 'addEmail');
    expect(server.calls[0]?.body).toEqual({ ContactType: 'email', Text: 'a@b.fi', Allow: true });
    expect(selectProfileResults(store.getState()).addEmail).toMatchObject({
      tone: 'error',
      key: 'validation.email.email',
    });
  });

  it('saves a permission at once; a failure puts the saved value back', async () => {
    let fail = false;
    const { store, server } = storeWith(
      withDebtor().on('post', '/api/debtor/allow/{contactType}/{allow}', () =>
        // A proxy's bare 500, which the contract does not describe.
        fail ? offContract(500) : ok(envelope(true)),
      ),
    );
    store.dispatch(contactAllowRequested({ type: 'email', allow: false }));
    expect(selectAllowChosen(store.getState()).email).toBe(false);
    await resultOf(store, 'allowEmail');
    expect(server.paths[0]).toBe('/api/debtor/allow/email/false');
    expect(selectProfileResults(store.getState()).allowEmail).toMatchObject({
      tone: 'success',
      key: 'profile.allowSaved.email.off',
    });

    fail = true;
    store.dispatch(contactAllowRequested({ type: 'phone', allow: true }));
    await resultOf(store, 'allowPhone');
    expect(selectAllowChosen(store.getState()).phone).toBeNull();
    expect(selectProfileResults(store.getState()).allowPhone).toMatchObject({ tone: 'error' });
  });
});

describe('the personal-data export', () => {
  /** An export of a debtor the service holds little about. */
  const exported: Schemas['PersonalDataExport'] = {
    exportedAt: '2026-11-24T10:00:00Z',
    identity: {
      debtorNr: 7,
      name: 'Matti',
      firstName: 'Matti',
      lastName: null,
      isCompany: false,
      identityCode: null,
      businessId: null,
      hidePersonalInfo: false,
      hideContactInformation: false,
      overpayment: 0,
      createdAt: '2026-01-02T10:00:00Z',
    },
    addresses: [],
    contactInformation: {
      isEmailAllowed: true,
      isSMSAllowed: false,
      emails: [],
      phones: [],
      lastQueried: null,
    },
    bankAccounts: [],
    debts: [],
    paymentPlans: [],
    paymentTransactions: [],
    settlement: { available: false, status: null, subpoenas: [] },
    requests: { invoiceCopies: [], reclamations: [], contactRequests: [], signings: [] },
    feedback: [],
    cookieConsents: [],
    reminderSettings: null,
    remindersSent: [],
    paymentDemandConsents: [],
    logins: { sessions: [], loginAttempts: [] },
  };

  it('saves the content of the JSON export as a file named in the language in use', async () => {
    const { store, server } = storeWith(
      createFakeApi().on('get', '/api/debtor/dataExport', () => ok(envelope(exported))),
    );
    store.dispatch(dataExportRequested({ format: 'json' }));
    expect(selectExporting(store.getState()).json).toBe(true);
    await vi.waitFor(() => expect(selectExporting(store.getState()).json).toBe(false));
    expect(server.paths).toEqual(['/api/debtor/dataExport']);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^omat-tiedot_\d+\.json$/);
    expect(JSON.parse(await (blob as Blob).text())).toEqual(exported);
    expect(selectExportError(store.getState())).toBeNull();
  });

  it.each([
    [
      'a refusal for a case-number login keeps its own message',
      (): PdfExport => ({
        status: 403,
        body: { status: 1, ErrorCode: 'error.dataExport.1', responseObject: null },
      }),
      'error.dataExport.1',
    ],
    [
      'any other failure says the export failed',
      // A proxy's bare 500, which the contract does not describe.
      (): PdfExport => offContract(500),
      'profile.dataExport.failed',
    ],
  ])('%s', async (_name, answer, key) => {
    const { store } = storeWith(
      createFakeApi().on('get', '/api/debtor/dataExport/{locale}', answer),
    );
    store.dispatch(dataExportRequested({ format: 'pdf' }));
    await vi.waitFor(() => expect(selectExporting(store.getState()).pdf).toBe(false));
    expect(saveFile).not.toHaveBeenCalled();
    expect(selectExportError(store.getState())).toBe(key);
  });
});

describe('reminder and consent sagas', () => {
  const settings: Schemas['ReminderSettings'] = {
    byEmail: true,
    bySms: false,
    daysBefore: 3,
    language: 'se',
    email: 'a@example.org',
    phone: null,
  };
  const consent = (
    state: Schemas['PaymentDemandConsent']['state'],
  ): Schemas['PaymentDemandConsent'] => ({
    state,
    channel: 'email',
    address: 'a@example.org',
    collector: 'Perintä Oy',
    caseNumbers: [7000001],
    givenAt: '2026-11-24T10:00:00Z',
    validUntil: '2027-11-23',
    withdrawnAt: state === 'withdrawn' ? '2026-11-25T10:00:00Z' : null,
    method: 'portal',
    loginType: 2,
  });
  it('loads both, saves the choice with the language in use and says so', async () => {
    const { store, server } = storeWith(
      createFakeApi()
        .on('get', '/api/debtor/reminders', () => ok(envelope(settings)))
        .on('get', '/api/debtor/paymentDemandConsent', () => ok(envelope(consent('valid'))))
        .on('post', '/api/debtor/reminders', () => ok(envelope(true))),
    );
    store.dispatch(profileExtrasRequested());
    await vi.waitFor(() => {
      expect(selectReminderSettings(store.getState())).toEqual(settings);
      expect(selectDemandConsent(store.getState())?.state).toBe('valid');
    });

    store.dispatch(remindersSaveRequested({ byEmail: true, bySms: false, daysBefore: 7 }));
    await resultOf(store, 'reminders');
    const [save] = server.callsTo('post', '/api/debtor/reminders');
    expect(save?.body).toEqual({ byEmail: true, bySms: false, daysBefore: 7, language: 'fi' });
    expect(selectProfileResults(store.getState()).reminders).toMatchObject({
      tone: 'success',
      key: 'profile.reminders.saved',
    });
  });

  it('shows a refused save by its error code', async () => {
    const { store } = storeWith(
      createFakeApi().on('post', '/api/debtor/reminders', () =>
        ok({ status: 1, ErrorCode: 'error.reminders.2', responseObject: false }),
      ),
    );
    store.dispatch(remindersSaveRequested({ byEmail: false, bySms: true, daysBefore: 1 }));
    await resultOf(store, 'reminders');
    expect(selectProfileResults(store.getState()).reminders).toMatchObject({
      tone: 'error',
      key: 'error.reminders.2',
    });
  });

  it('gives and withdraws the consent, keeping what the server answered', async () => {
    let answer = consent('valid');
    const { store, server } = storeWith(
      createFakeApi()
        .on('post', '/api/debtor/paymentDemandConsent', () => ok(envelope(answer)))
        .on('post', '/api/debtor/paymentDemandConsent/withdraw', () => ok(envelope(answer))),
    );
    store.dispatch(consentGiveRequested({ channel: 'email' }));
    await resultOf(store, 'consent');
    expect(server.paths.at(-1)).toBe('/api/debtor/paymentDemandConsent');
    expect(server.calls.at(-1)?.body).toEqual({ channel: 'email' });
    expect(selectDemandConsent(store.getState())?.state).toBe('valid');
    expect(selectProfileResults(store.getState()).consent?.key).toBe('profile.consent.given');

    answer = consent('withdrawn');
    store.dispatch(consentWithdrawRequested());
    await resultOf(store, 'consent');
    expect(server.paths.at(-1)).toBe('/api/debtor/paymentDemandConsent/withdraw');
    expect(selectDemandConsent(store.getState())?.state).toBe('withdrawn');
    expect(selectProfileResults(store.getState()).consent?.key).toBe('profile.consent.withdrawn');
  });
});
