import { StrictMode } from 'react';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resources, translate } from '@portal/translations';
import { App } from './App';
import { createI18n } from './i18n';
import { createAppStore } from './store-core';
import { startSagas } from './sagas';
import { createNavigationBridge } from '../lib/navigation-bridge';
import { paths } from '../lib/paths';
import { envelope, FAKE_API_ORIGIN, ok, type FakeApi } from '../test/fake-api';
import { AINO, ainoVirtanen, BANK_FORM_URL, fakePortalApi } from '../test/fake-portal';
import { removePageSession, signInPage } from '../test/page-session';
import { mockDesktop, spokenLog, startScreenReader, stopScreenReader } from '../test/screen-reader';
import { heardJourneys, sandboxBankReturn } from '../test/screen-reader-app';

const fi = (key: string, values?: Record<string, string | number>) => translate('fi', key, values);

/**
 * The portal as startPortal (start.tsx) starts it on a page that is not prerendered: the store,
 * the saga layer and the App with its router, here with the fake API as the saga layer's fetch
 * and the bank form's post caught instead of leaving the page.
 */
function startApp(api: FakeApi, route: string) {
  window.history.replaceState(null, '', route);
  const bridge = createNavigationBridge();
  const store = createAppStore({ preloadedState: { language: { current: 'fi' } } });
  const posted: { url: string; fields: readonly { name: string; value: string }[] }[] = [];
  startSagas(store, {
    navigate: bridge.navigate,
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    postForm: (url, fields) => posted.push({ url, fields }),
  });
  render(
    <StrictMode>
      <App i18n={createI18n('fi', resources.fi)} store={store} bridge={bridge} />
    </StrictMode>,
  );
  return { store, posted };
}

/**
 * A debtor who logged in a moment ago and was already asked for missing contact details: the
 * server sends her pages with her session in them.
 */
function signedInBefore() {
  signInPage(document, { LoginType: 2, expires_in: AINO.sessionSeconds });
}

/**
 * Persona 1 as the server sees her after she was asked about her missing phone just now, her
 * browser holding her session's cookie.
 */
function askedAboutContact() {
  const data = ainoVirtanen();
  data.debtor.contactInformation.lastQueried = new Date().toISOString();
  return fakePortalApi(data, { signedIn: true });
}

/** What was heard since `from` (a count of phrases), in order. */
async function heardSince(from: number) {
  return (await spokenLog()).slice(from);
}

/** Lets pending work (answers, lazy chunks, the reader's own handlers) finish. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Moves focus as Tab would; the screen reader speaks where it landed. */
async function focus(element: HTMLElement) {
  await act(async () => element.focus());
  await settle();
}

/** The reader's "next heading" key, as a debtor arriving on a page presses it. */
async function nextHeading() {
  await virtual.perform(virtual.commands.moveToNextHeading);
  return virtual.lastSpokenPhrase();
}

beforeEach(() => {
  // Pages and dialogs are lazily loaded chunks: their first import is transformed on demand.
  configure({ asyncUtilTimeout: 15_000 });
  mockDesktop();
  // The cookie choice was made on an earlier visit: no banner.
  localStorage.setItem('portal.consent', JSON.stringify({ cookies: false, tracking: false }));
});

/** The journeys heard to the end, for the accessibility statement's record. */
const heardToTheEnd = heardJourneys(['login', 'payment', 'plan']);

afterEach(async () => {
  await stopScreenReader();
  removePageSession(document);
  localStorage.clear();
  sessionStorage.clear();
});

// A few seconds each on an idle machine; the limit leaves room for a busy one.
describe('what a screen reader hears', { timeout: 60_000 }, () => {
  it('logging in: a wrong online ID is announced, then the front page by its title and heading', async () => {
    const api = fakePortalApi();
    startApp(api, paths.home.getHref());
    await screen.findByRole('heading', { level: 1, name: fi('home.title') });
    await startScreenReader();

    await focus(screen.getByRole('textbox', { name: fi('login.caseNumber') }));
    await virtual.type(AINO.caseNumber);
    const onlineId = screen.getByLabelText(fi('login.onlineId'), {
      exact: false,
      selector: 'input',
    });
    await focus(onlineId);
    await virtual.type('12345678');
    let mark = (await spokenLog()).length;
    await virtual.press('Enter');
    await screen.findByRole('alert');
    await settle();
    // The refusal is spoken at once, word for word, with where the details are.
    expect(await heardSince(mark)).toEqual([
      `assertive: ${fi('error.login.0')} ${fi('login.whereDetails')}`,
    ]);

    await virtual.press('Control+a');
    await virtual.press('Backspace');
    await virtual.type(AINO.onlineId);
    mark = (await spokenLog()).length;
    await virtual.press('Enter');
    // Persona 1 has no phone number: the front page opens with the prompt to add one.
    await screen.findByRole('dialog', { name: fi('missingContact.title') });
    await settle();
    const heard = await heardSince(mark);
    expect(heard).toContain(`dialog, ${fi('missingContact.title')}`);
    // The page the portal opened is named, as the browser's own page load would be.
    expect(heard).toContain(`polite: ${fi('app.documentTitle', { page: fi('frontPage.title') })}`);

    await virtual.press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settle();
    expect(await nextHeading()).toBe(`heading, ${fi('frontPage.welcome')}, level 1`);
    // The reader says the page's title when asked for it (and on a real page load).
    expect(document.title).toBe(fi('app.documentTitle', { page: fi('frontPage.title') }));
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('login');
  });

  it('paying through the bank: the dialog, the way to the bank and the return', async () => {
    signedInBefore();
    const api = askedAboutContact();
    const { posted } = startApp(api, paths.frontPage.getHref());
    // The pay block's button names the amount too.
    const pay = await screen.findByRole('button', {
      name: new RegExp(`^${fi('button.payWholeDebt')}`),
    });
    await startScreenReader();
    await focus(pay);
    let mark = (await spokenLog()).length;
    await virtual.act();
    await screen.findByRole('dialog', { name: fi('paying.form.title') });
    await settle();
    expect(await heardSince(mark)).toEqual([
      `dialog, ${fi('paying.form.title')}, ${fi('paying.form.intro')}`,
      // Focus starts on the dialog's heading, not on Close, so its title is heard first.
      `heading, ${fi('paying.form.title')}, level 2`,
    ]);

    await focus(await screen.findByRole('radio', { name: 'Nordea' }));
    await virtual.act();
    // The bank's form data is on its way while the debtor listens.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const formData = api.handler('post', '/api/payments/getPaymentFormData');
    api.on('post', '/api/payments/getPaymentFormData', async (request) => {
      await answered;
      return formData(request);
    });
    await focus(screen.getByRole('button', { name: fi('common.continue') }));
    await virtual.act();
    await waitFor(() =>
      expect(api.callsTo('post', '/api/payments/getPaymentFormData')).toHaveLength(1),
    );
    await settle();
    // The focused button now tells where the debtor is going (back and forth with Tab).
    mark = (await spokenLog()).length;
    await virtual.press('Shift+Tab');
    await settle();
    await virtual.press('Tab');
    await settle();
    expect((await heardSince(mark)).at(-1)).toBe(
      `button, ${fi('paying.form.redirecting')}, busy, disabled`,
    );
    answer();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe(BANK_FORM_URL);
    await stopScreenReader();
    cleanup();

    // The bank sends the browser back: the portal starts again on the return address.
    mockDesktop();
    const back = sandboxBankReturn(AINO.leftCents);
    api.on('get', '/api/payments/pending', () =>
      ok(
        envelope({
          pending: true,
          debtNrs: [AINO.debtNr],
          amounts: [{ debtNr: AINO.debtNr, amount: 50 }],
          paymentType: 'single',
        }),
      ),
    );
    startApp(api, `${paths.paymentVerify.getHref()}?${back.toString()}`);
    await screen.findByRole('status');
    await startScreenReader();
    expect(document.title).toBe(fi('app.documentTitle', { page: fi('paying.verify.title') }));
    await screen.findByRole('dialog', { name: fi('paying.pending.title') });
    await settle();
    expect(await spokenLog()).toContain(`dialog, ${fi('paying.pending.title')}`);
    // (Twice in development: StrictMode runs the return page's effect twice.)
    expect(api.callsTo('get', '/api/payments/confirm')).not.toHaveLength(0);
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('payment');
  });

  it('making a payment plan: the dialog, the calculation and the plan made', async () => {
    signedInBefore();
    const api = askedAboutContact();
    startApp(api, paths.frontPage.getHref());
    const create = await screen.findByRole('button', { name: fi('button.createPaymentPlan') });
    await startScreenReader();
    await focus(create);
    let mark = (await spokenLog()).length;
    await virtual.act();
    await screen.findByRole('dialog', { name: fi('paymentPlan.title') });
    const next = await screen.findByRole('button', { name: fi('common.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await settle();
    expect(await heardSince(mark)).toEqual([
      `dialog, ${fi('paymentPlan.title')}`,
      // Each step opens with focus on its heading, not on Close.
      `heading, ${fi('paymentPlan.steps.build')}, level 3`,
      `polite: ${fi('paymentPlan.calculating')}`,
    ]);

    await focus(next);
    await virtual.act();
    const confirm = await screen.findByRole('button', { name: fi('paymentPlan.review.confirm') });
    await focus(confirm);
    mark = (await spokenLog()).length;
    await virtual.act();
    await screen.findByText(fi('paymentPlan.done.title'));
    await settle();
    // The result step opens with focus on its heading: the result is heard at once.
    expect(await heardSince(mark)).toEqual([`heading, ${fi('paymentPlan.done.title')}, level 3`]);
    expect(api.callsTo('post', '/api/paymentPlan/create')).toHaveLength(1);
    expect(api.unhandled).toEqual([]);
    await heardToTheEnd('plan');
  });
});
