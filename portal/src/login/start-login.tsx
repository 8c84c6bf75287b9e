import { StrictMode } from 'react';
import { hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { htmlLangOf, type LanguageId } from '@portal/translations';
import type { BootData } from '../app/boot';
import { createTranslator } from '../lib/translator';
import { saveLanguage } from '../lib/language-storage';
import { paths } from '../lib/paths';
import { saveConsent, type PageSession } from '../features/session/storage';
import type { ConsentFlags } from '../features/session/slice';
import type { LoginCredentials } from '../features/session/slice';
import { LoginIsland, type IslandActions } from './LoginIsland';
import { postLogin, postStrongLoginUrl } from './login-api';

const portal = () => import('../app/start');

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

export interface LoginStartOptions {
  container: HTMLElement;
  boot: BootData;
  language: LanguageId;
  consent: ConsentFlags | null;
  location: Pick<Location, 'pathname' | 'hash'>;
  onRecoverableError?: RootOptions['onRecoverableError'];
}

/**
 * Hydrates the prerendered login home (`LoginIsland`) and wires what it does to the browser and,
 * after a login or for the feedback form, to the portal (app/start.tsx).
 */
export function startLogin(options: LoginStartOptions): Root {
  const { container, boot, language, consent } = options;
  const translator = createTranslator(htmlLangOf[language], boot.messages);
  let root: Root | null = null;
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
          container,
          boot,
          language,
          consentBanner: consent === null,
          session: null,
          location: options.location,
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
      onRecoverableError:
        options.onRecoverableError ??
        ((error) => {
          // A mismatch: React renders the page afresh and it still works; reported all the same.
          console.error('Hydration failed:', error);
        }),
    },
  );
  return root;
}
