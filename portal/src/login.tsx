/**
 * The login home's own script: hydrates the prerendered login page (`/`) with React and the
 * design system only (login/LoginIsland.tsx), so a first visit waits for about a third less
 * script than the portal's (docs/performance.md). The portal's code (router, store, sagas) is
 * fetched while the debtor types, and takes the page over after a login, at the front page with
 * the data the login's answer carried. Wherever the page cannot simply be hydrated (a session
 * held, another language or cookie choice than the server's HTML, third-party integrations that
 * the portal starts), the portal starts here as main.tsx starts it.
 */
import { setNonce } from 'get-nonce';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@portal/openapi';
import { fontFaces, globalStyles } from '@portal/design-system';
import { readBoot } from './app/boot';
import { canHydrate } from './app/can-hydrate';
import {
  cookieLanguage,
  initialLanguage,
  loadLanguage,
  preferenceCookie,
  setPreferenceCookie,
} from './lib/language-storage';
import { chatConfigured, integrations } from './lib/flags';
import { paths } from './lib/paths';
import { forgetLegacySession, loadConsent, readPageSession } from './features/session/storage';
import { startLogin } from './login/start-login';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
globalStyles();
fontFaces();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in login.html');
const container: HTMLElement = rootElement;

const consent = loadConsent();
// As main.tsx: the cookies that mirror local storage are restored when missing.
const storedLanguage = loadLanguage();
if (storedLanguage && cookieLanguage() !== storedLanguage) {
  setPreferenceCookie(LANGUAGE_COOKIE, storedLanguage);
}
if (consent && preferenceCookie(CONSENT_COOKIE) === null) {
  setPreferenceCookie(CONSENT_COOKIE, '1');
}
forgetLegacySession();

const options = {
  container,
  boot: readBoot(),
  language: initialLanguage(),
  consentBanner: consent === null,
  session: readPageSession() ?? null,
  location: window.location,
};

const started = (how: string) => {
  // How the page started, for the journeys, support and the early taps' replay.
  document.documentElement.dataset.portalStart = how;
};

// The portal's integrations (analytics, chat) start from its own frame; a build with them
// starts the portal on the login page too.
const withIntegrations = Boolean(integrations.analytics) || chatConfigured;
if (
  options.boot &&
  !withIntegrations &&
  options.boot.path === paths.home.getHref() &&
  canHydrate(options)
) {
  startLogin({ ...options, boot: options.boot, consent });
  started('hydrated');
} else {
  void import('./app/start').then(({ startPortal }) => startPortal(options)).then(started);
}
