import { StrictMode } from 'react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { act, configure, render } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { resources, translate, type LanguageId } from '@portal/translations';
import { App } from '../app/App';
import type { HeardJourney } from '../features/accessibility/evidence';
import { createI18n } from '../app/i18n';
import { createAppStore } from '../app/store-core';
import { startSagas } from '../app/sagas';
import { createNavigationBridge } from '../lib/navigation-bridge';
import type { Schemas } from '@portal/openapi';
import { removePageSession } from './page-session';
import { stopScreenReader } from './screen-reader';
import { envelope, FAKE_API_ORIGIN, ok, type FakeApi } from './fake-api';
import { AINO, ainoVirtanen, fakePortalApi } from './fake-portal';
import { signInPage } from './page-session';
import { mockDesktop, spokenLog } from './screen-reader';

/**
 * The screen-reader journeys' common ground (`portal/src/app/screen-reader*.test.tsx`): the
 * portal started as `startPortal` starts it, in a language, on the typed fake API, and the
 * reader's keys as a debtor presses them.
 */

/** The messages of one language, as the portal shows them. */
export const inLanguage =
  (language: LanguageId) => (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);

/**
 * The portal as startPortal (start.tsx) starts it on a page that is not prerendered: the store,
 * the saga layer and the App with its router, here with the fake API as the saga layer's fetch
 * and the bank form's post and the signing service's address caught instead of leaving the page.
 */
export function startApp(api: FakeApi, route: string, language: LanguageId = 'fi') {
  window.history.replaceState(null, '', route);
  const bridge = createNavigationBridge();
  const store = createAppStore({ preloadedState: { language: { current: language } } });
  const posted: { url: string; fields: readonly { name: string; value: string }[] }[] = [];
  const redirected: string[] = [];
  startSagas(store, {
    navigate: bridge.navigate,
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    postForm: (url, fields) => posted.push({ url, fields }),
    redirect: (url) => redirected.push(url),
  });
  render(
    <StrictMode>
      <App i18n={createI18n(language, resources[language])} store={store} bridge={bridge} />
    </StrictMode>,
  );
  return { store, posted, redirected };
}

/**
 * A debtor who logged in a moment ago and was already asked for missing contact details: the
 * server sends her pages with her session in them.
 */
export function signedInBefore(expiresIn: number = AINO.sessionSeconds) {
  signInPage(document, { LoginType: 2, expires_in: expiresIn });
}

/**
 * Persona 1 as the server sees her after she was asked about her missing phone just now, her
 * browser holding her session's cookie; `change` adjusts her data first (another persona's case).
 */
export function askedAboutContact(change: (data: Schemas['DebtorData']) => void = () => {}) {
  const data = ainoVirtanen();
  data.debtor.contactInformation.lastQueried = new Date().toISOString();
  change(data);
  return fakePortalApi(data, { signedIn: true });
}

/** What was heard since `from` (a count of phrases), in order. */
export async function heardSince(from: number) {
  return (await spokenLog()).slice(from);
}

/** How many phrases have been heard so far: a mark for `heardSince`. */
export async function mark() {
  return (await spokenLog()).length;
}

/** Lets pending work (answers, lazy chunks, the reader's own handlers) finish. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Moves focus as Tab would; the screen reader speaks where it landed, and its cursor is there
 * (also when focus was there already and the cursor had moved on).
 */
export async function focus(element: HTMLElement) {
  await act(async () => {
    if (document.activeElement === element) element.blur();
    element.focus();
  });
  await settle();
}

/** Focuses an element and presses it with the reader's activate key (Enter or Space). */
export async function press(element: HTMLElement) {
  await focus(element);
  await virtual.act();
  await settle();
}

/** The reader's "next heading" key, as a debtor arriving on a page presses it. */
export async function nextHeading() {
  await virtual.perform(virtual.commands.moveToNextHeading);
  return virtual.lastSpokenPhrase();
}

/**
 * Reads on from where the reader is, as a debtor does with the down arrow, `count` items:
 * what a dialog says after its heading. Returns what was heard.
 */
export async function readOn(count: number) {
  const heard: string[] = [];
  for (let i = 0; i < count; i++) {
    await virtual.next();
    heard.push(await virtual.lastSpokenPhrase());
  }
  return heard;
}

/** Reads back from where the reader is, `count` items, nearest first: what comes before a button. */
export async function readBack(count: number) {
  const heard: string[] = [];
  for (let i = 0; i < count; i++) {
    await virtual.previous();
    heard.push(await virtual.lastSpokenPhrase());
  }
  return heard;
}

/** Before each journey: a desktop-wide window, the cookie choice made on an earlier visit. */
export function prepareScreenReaderPage() {
  // Pages and dialogs are lazily loaded chunks: their first import is transformed on demand,
  // which took over 15 s with the other journeys' files beside it on a busy 2-core machine.
  configure({ asyncUtilTimeout: 30_000 });
  mockDesktop();
  localStorage.setItem('portal.consent', JSON.stringify({ cookies: false, tracking: false }));
}

/**
 * A journey file's hooks: the page prepared before each journey; after it the reader stopped and
 * the session and storage cleared, so the next journey starts signed out.
 */
export function screenReaderPageHooks() {
  beforeEach(() => prepareScreenReaderPage());
  afterEach(async () => {
    await stopScreenReader();
    removePageSession(document);
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * The journeys a file hears to the end, for the accessibility statement's record: the returned
 * function marks one heard (with the phrases spoken, `earlier` counting those of a part before
 * the reader restarted). When `A11Y_EVIDENCE_FILE` names the record (`npm test` sets it) and
 * every journey of the file was heard, they are added to it after the file.
 */
export function heardJourneys(journeys: readonly HeardJourney[]) {
  const heard: { journey: HeardJourney; phrases: number }[] = [];
  afterAll(async () => {
    const file = process.env.A11Y_EVIDENCE_FILE;
    if (!file || !journeys.every((journey) => heard.some((done) => done.journey === journey))) {
      return;
    }
    const { recordHeardJourneys } = await import('../../../scripts/accessibility-evidence.mjs');
    recordHeardJourneys(heard, file);
  });
  return async (journey: HeardJourney, earlier = 0) => {
    heard.push({ journey, phrases: earlier + (await spokenLog()).length });
  };
}

/** The bank's return to the portal, as the sandbox bank sends the browser back. */
export function sandboxBankReturn(amountCents: number, status: 'ok' | 'fail' = 'ok') {
  return new URLSearchParams({
    'checkout-account': '375917',
    'checkout-algorithm': 'sha256',
    'checkout-amount': String(amountCents),
    'checkout-stamp': 'fake-stamp-1',
    'checkout-reference': '10000016',
    'checkout-transaction-id': 'fake-transaction-1',
    'checkout-status': status,
    'checkout-provider': 'nordea',
    signature: 'fake-signature',
  });
}

/**
 * The pending-payment polls, held until the test calls `answer` (once the clock is the test's:
 * the saga then waits for its next poll on that clock), saying the debt is pending until the
 * test calls `book` (the bank's confirmation booked).
 */
export function holdPendingPolls(
  api: FakeApi,
  debtNr: number,
  paymentType: Schemas['PaymentType'],
): { answer: () => void; book: () => void } {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let booked = false;
  api.on('get', '/api/payments/pending', async () => {
    await answered;
    return ok(
      envelope(
        booked
          ? { pending: false, debtNrs: [], amounts: [], paymentType: null }
          : { pending: true, debtNrs: [debtNr], amounts: [], paymentType },
      ),
    );
  });
  return {
    answer,
    book: () => {
      booked = true;
    },
  };
}
