import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { saveFile } from '../../lib/save-file';
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function backend(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    calls.push({ path, body: text ? JSON.parse(text) : null });
    return answer(path);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = () => json({ status: 0, ErrorCode: null, responseObject: true });

function storeWith(answer: (path: string) => Response) {
  const server = backend(answer);
  const store = makeStore({ fetch: server.fetch, baseUrl: 'http://x' });
  store.injectSaga(profileFeature);
  return { store, server };
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(saveFile).mockClear();
});

describe('profile sagas', () => {
  it('sends a phone without its leading zero, shows success and reloads quietly', async () => {
    const { store, server } = storeWith((path) =>
      path.startsWith('/api/debtor/add') ? ok() : json({}, 404),
    );
    store.dispatch(contactAddRequested({ type: 'phone', text: '0401234567' }));
    await settle();
    const add = server.calls.find((c) => c.path === '/api/debtor/add/phone');
    expect(add?.body).toEqual({ ContactType: 'phone', Text: '401234567', Allow: true });
    expect(selectProfileResults(store.getState()).addPhone).toMatchObject({
      tone: 'success',
      key: 'profile.added.phone',
    });
    // The quiet reload asks for the debtor without the loading state.
    expect(server.calls.some((c) => c.path === '/api/debtor')).toBe(true);
    expect(store.getState().debtor.status).not.toBe('loading');
  });

  it('shows the refusal of an e-mail as its error key', async () => {
    const { store, server } = storeWith(() =>
      json({ status: 1, ErrorCode: 'validation.email.email', responseObject: false }),
    );
    store.dispatch(contactAddRequested({ type: 'email', text: ' a@b.fi ' }));
    await settle();
    expect(server.calls[0]?.body).toEqual({ ContactType: 'email', Text: 'a@b.fi', Allow: true });
    expect(selectProfileResults(store.getState()).addEmail).toMatchObject({
      tone: 'error',
      key: 'validation.email.email',
    });
  });

  it('saves a permission at once; a failure puts the saved value back', async () => {
    let fail = false;
    const { store, server } = storeWith(() => (fail ? json({}, 500) : ok()));
    store.dispatch(contactAllowRequested({ type: 'email', allow: false }));
    expect(selectAllowChosen(store.getState()).email).toBe(false);
    await settle();
    expect(server.calls[0]?.path).toBe('/api/debtor/allow/email/false');
    expect(selectProfileResults(store.getState()).allowEmail).toMatchObject({
      tone: 'success',
      key: 'profile.allowSaved.email.off',
    });

    fail = true;
    store.dispatch(contactAllowRequested({ type: 'phone', allow: true }));
    await settle();
    expect(selectAllowChosen(store.getState()).phone).toBeNull();
    expect(selectProfileResults(store.getState()).allowPhone).toMatchObject({ tone: 'error' });
  });
});

describe('the personal-data export (issue 18)', () => {
  it('saves the content of the JSON export as a file named in the language in use', async () => {
    const { store, server } = storeWith((path) =>
      path === '/api/debtor/dataExport'
        ? json({ status: 0, ErrorCode: null, responseObject: { identity: { name: 'Matti' } } })
        : json({}, 404),
    );
    store.dispatch(dataExportRequested({ format: 'json' }));
    expect(selectExporting(store.getState()).json).toBe(true);
    await vi.waitFor(() => expect(selectExporting(store.getState()).json).toBe(false));
    expect(server.calls.map((c) => c.path)).toEqual(['/api/debtor/dataExport']);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^omat-tiedot_\d+\.json$/);
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ identity: { name: 'Matti' } });
    expect(selectExportError(store.getState())).toBeNull();
  });

  it.each([
    [
      'a refusal for a case-number login keeps its own message',
      () => json({ status: 1, ErrorCode: 'error.dataExport.1', responseObject: null }, 403),
      'error.dataExport.1',
    ],
    ['any other failure says the export failed', () => json({}, 500), 'profile.dataExport.failed'],
  ])('%s', async (_name, answer, key) => {
    const { store } = storeWith(answer);
    store.dispatch(dataExportRequested({ format: 'pdf' }));
    await vi.waitFor(() => expect(selectExporting(store.getState()).pdf).toBe(false));
    expect(saveFile).not.toHaveBeenCalled();
    expect(selectExportError(store.getState())).toBe(key);
  });
});

describe('reminder and consent sagas', () => {
  const settings = {
    byEmail: true,
    bySms: false,
    daysBefore: 3,
    language: 'se',
    email: 'a@example.org',
    phone: null,
  };
  const consent = (state: string) => ({
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
  const envelope = (responseObject: unknown, status = 0, ErrorCode: string | null = null) =>
    json({ status, ErrorCode, responseObject });

  it('loads both, saves the choice with the language in use and says so', async () => {
    const { store, server } = storeWith((path) =>
      path === '/api/debtor/reminders'
        ? envelope(settings)
        : path === '/api/debtor/paymentDemandConsent'
          ? envelope(consent('valid'))
          : json({}, 404),
    );
    store.dispatch(profileExtrasRequested());
    await settle();
    expect(selectReminderSettings(store.getState())).toEqual(settings);
    expect(selectDemandConsent(store.getState())?.state).toBe('valid');

    store.dispatch(remindersSaveRequested({ byEmail: true, bySms: false, daysBefore: 7 }));
    await settle();
    const save = server.calls.find((c) => c.path === '/api/debtor/reminders' && c.body);
    expect(save?.body).toEqual({ byEmail: true, bySms: false, daysBefore: 7, language: 'fi' });
    expect(selectProfileResults(store.getState()).reminders).toMatchObject({
      tone: 'success',
      key: 'profile.reminders.saved',
    });
  });

  it('shows a refused save by its error code', async () => {
    const { store } = storeWith(() => envelope(false, 1, 'error.reminders.2'));
    store.dispatch(remindersSaveRequested({ byEmail: false, bySms: true, daysBefore: 1 }));
    await settle();
    expect(selectProfileResults(store.getState()).reminders).toMatchObject({
      tone: 'error',
      key: 'error.reminders.2',
    });
  });

  it('gives and withdraws the consent, keeping what the server answered', async () => {
    let answer = consent('valid');
    const { store, server } = storeWith(() => envelope(answer));
    store.dispatch(consentGiveRequested({ channel: 'email' }));
    await settle();
    expect(server.calls.at(-1)).toEqual({
      path: '/api/debtor/paymentDemandConsent',
      body: { channel: 'email' },
    });
    expect(selectDemandConsent(store.getState())?.state).toBe('valid');
    expect(selectProfileResults(store.getState()).consent?.key).toBe('profile.consent.given');

    answer = consent('withdrawn');
    store.dispatch(consentWithdrawRequested());
    await settle();
    expect(server.calls.at(-1)?.path).toBe('/api/debtor/paymentDemandConsent/withdraw');
    expect(selectDemandConsent(store.getState())?.state).toBe('withdrawn');
    expect(selectProfileResults(store.getState()).consent?.key).toBe('profile.consent.withdrawn');
  });
});
