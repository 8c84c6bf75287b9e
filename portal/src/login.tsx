/**
 * The login home's own script: hydrates the prerendered login page (`/`) with React and the
 * design system only (login/LoginIsland.tsx), so a first visit waits for about a third less
 * script than the portal's (docs/performance.md). The portal's code (router, store, sagas) is
 * fetched while the debtor types, and takes the page over after a login, at the front page with
 * the data the login's answer carried. Wherever the page cannot simply be hydrated (a session
 * held, another language or cookie choice than the server's HTML, third-party integrations that
 * the portal starts), the portal starts here as main.tsx starts it.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@portal/openapi';
import { fontFaces, globalStyles } from '@portal/design-system';
import { readBoot, type BootData } from './app/boot';
import { canHydrate } from './app/can-hydrate';
import { htmlLangOf } from '@portal/translations';
import { createTranslator } from './lib/translator';
import {
  cookieLanguage,
  initialLanguage,
  loadLanguage,
  preferenceCookie,
  saveLanguage,
  setPreferenceCookie,
} from './lib/language-storage';
import { chatConfigured, integrations } from './lib/flags';
import { paths } from './lib/paths';
import {
  forgetLegacySession,
  loadConsent,
  readPageSession,
  saveConsent,
  type PageSession,
} from './features/session/storage';
import type { LoginCredentials } from './features/session/slice';
import { LoginIsland, type IslandActions } from './login/LoginIsland';
import { postLogin, postStrongLoginUrl } from './login/login-api';

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

const portal = () => import('./app/start');
const started = (how: string) => {
  // How the page started, for the journeys, support and the early taps' replay.
  document.documentElement.dataset.portalStart = how;
};

/** The session's block in the page, which the portal's sagas read when it takes over. */
function writePageSession(session: PageSession, expiresIn: number) {
  let block = document.getElementById('portal-session');
  if (!block) {
    block = document.createElement('script');
    block.setAttribute('type', 'application/json');
    block.id = 'portal-session';
    document.head.append(block);
  }
  block.removeAttribute('data-page-data');
  block.textContent = JSON.stringify({
    signedIn: true,
    LoginType: session.authType,
    expires_in: expiresIn,
  });
}

function hydrate(boot: BootData) {
  const { language } = options;
  const translator = createTranslator(htmlLangOf[language], boot.messages);
  let root: ReturnType<typeof hydrateRoot> | null = null;
  const actions: IslandActions = {
    async logIn(credentials: LoginCredentials) {
      const answer = await postLogin(credentials);
      if (!answer.ok) return answer.error;
      const session = {
        authType: credentials.LoginType,
        expiresAt: Date.now() + answer.expiresIn * 1000,
      };
      writePageSession(session, answer.expiresIn);
      const frontPage = paths.frontPage.getHref();
      try {
        if (!answer.debtor) throw new Error('No data in the answer');
        const { startAfterLogin } = await portal();
        await startAfterLogin({
          container,
          language,
          messages: boot.messages,
          session,
          debtor: answer.debtor,
          beforeRender: () => {
            root?.unmount();
            window.history.replaceState(null, '', frontPage);
          },
        });
      } catch {
        // The portal's code could not be had: the server renders the front page with the data.
        window.location.assign(frontPage);
      }
      return null;
    },
    async startStrongLogin() {
      const url = await postStrongLoginUrl({
        redirectTo: paths.frontPage.getHref(),
        Lang: language,
      });
      if (url) window.location.assign(url);
      return url !== null;
    },
    onFirstUse() {
      void portal()
        .then(({ prefetchFrontPage }) => prefetchFrontPage())
        .catch(() => {});
    },
    chooseConsent(chosen) {
      // Recorded on the server at the next login, as the portal does with a choice made signed out.
      saveConsent(chosen, false);
    },
    chooseLanguage(chosen) {
      saveLanguage(chosen);
      // The server sends the login page again in the chosen language (its cookie says which).
      window.location.reload();
    },
    openInPortal(dialog) {
      void portal().then(({ startPortal }) =>
        startPortal({
          ...options,
          takeOver: { dialog, beforeRender: () => root?.unmount() },
        }),
      );
    },
  };
  root = hydrateRoot(
    container,
    <StrictMode>
      <LoginIsland
        translator={translator}
        language={language}
        consent={consent}
        announcements={boot.announcements}
        actions={actions}
      />
    </StrictMode>,
    {
      onRecoverableError: (error) => {
        // A mismatch: React renders the page afresh and it still works; reported all the same.
        console.error('Hydration failed:', error);
      },
    },
  );
  started('hydrated');
}

// The portal's integrations (analytics, chat) start from its own frame; a build with them
// starts the portal on the login page too.
const withIntegrations = Boolean(integrations.analytics) || chatConfigured;
if (
  options.boot &&
  !withIntegrations &&
  options.boot.path === paths.home.getHref() &&
  canHydrate(options)
) {
  hydrate(options.boot);
} else {
  void portal()
    .then(({ startPortal }) => startPortal(options))
    .then(started);
}
