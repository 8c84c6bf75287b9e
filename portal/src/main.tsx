import { setNonce } from 'get-nonce';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@portal/openapi';
import { fontFaces, globalStyles } from '@portal/design-system';
import { startPortal } from './app/start';
import { readBoot } from './app/boot';
import {
  cookieLanguage,
  initialLanguage,
  loadLanguage,
  preferenceCookie,
  setPreferenceCookie,
} from './lib/language';
import { forgetLegacySession, loadConsent, readPageSession } from './features/session/storage';

// The server puts a per-response nonce here; Radix's scroll lock adds its <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
// On a prerendered page Stitches takes over the inlined stylesheet (its rules are marked) and
// adds only what is missing.
globalStyles();
fontFaces();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');

const consent = loadConsent();
// The server reads the language choice, and that the cookie choice is made, from cookies that
// mirror local storage; they are restored when missing (a choice made before they existed).
const storedLanguage = loadLanguage();
if (storedLanguage && cookieLanguage() !== storedLanguage) {
  setPreferenceCookie(LANGUAGE_COOKIE, storedLanguage);
}
if (consent && preferenceCookie(CONSENT_COOKIE) === null) {
  setPreferenceCookie(CONSENT_COOKIE, '1');
}
forgetLegacySession();
// Whether the server found a live session for this page (its cookie is HttpOnly).
const session = readPageSession();

// Not awaited at the top level: the saga layer's chunk imports this entry's chunk, and a pending
// top-level await here would make each wait for the other.
void startPortal({
  container,
  boot: readBoot(),
  language: initialLanguage(),
  consentBanner: consent === null,
  session: session ?? null,
  location: window.location,
}).then((how) => {
  // How the page started (hydrated or rendered afresh), for the journeys and for support.
  document.documentElement.dataset.portalStart = how;
});
