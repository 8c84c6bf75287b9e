import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import type { LanguageId } from '@portal/translations';
import { App } from './App';
import { isSignedInPage, preloadSignedInPage } from './router';
import { createI18n, initI18n } from './i18n';
import type { BootData } from './boot';
import { canHydrate, type HydrationContext } from './can-hydrate';
import { createAppStore, untilState, type CoreStore, type RootState } from './store-core';
import { initialSessionState } from '../features/session/slice';
import { loadConsent, type PageSession } from '../features/session/storage';
import { tellOtherTabs } from '../features/session/tabs';
import { dialogOpened } from '../lib/dialogs';
import { createNavigationBridge } from '../lib/navigation-bridge';
import { paths } from '../lib/paths';

/** What makes the login page's saga layer load: the visitor starting to use the page. */
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

function loadSagasOnInteraction(load: () => void) {
  const once = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
    load();
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
}

export { canHydrate };
// The login page's own script (login.tsx) fetches the front page's code while the debtor types.
export { prefetchFrontPage } from './router';

export interface StartOptions extends HydrationContext {
  container: HTMLElement;
  onRecoverableError?: RootOptions['onRecoverableError'];
  /** Given the React root (tests unmount it when done). */
  onRoot?: (root: Root) => void;
  /**
   * The login page's own script hands the page over (login.tsx): render afresh even where the
   * page could be hydrated, remove its render right before, and open this dialog.
   */
  takeOver?: { beforeRender: () => void; dialog: 'generalFeedback' };
}

/**
 * The store a signed-in page rendered with its data starts from: that session and that data.
 * The conversion to the portal's cents comes with it (it is not part of the login route).
 */
async function signedInState(
  boot: BootData,
  session: PageSession | null,
): Promise<Partial<RootState>> {
  if (!boot.signedIn || !session) return {};
  const { toDebtorModel } = await import('../features/debtor/model');
  let data;
  try {
    data = toDebtorModel(boot.signedIn.debtor);
  } catch {
    // Data the portal cannot show: the page renders afresh and reads the debtor as usual.
    return {};
  }
  return {
    session: {
      ...initialSessionState,
      consent: loadConsent(),
      status: 'signedIn',
      authType: session.authType,
      expiresAt: session.expiresAt,
    },
    debtor: { data, status: 'loaded', error: null },
  };
}

/** How long the first render over a signed-in page's shell waits for the debtor's data. */
const DATA_WAIT_MS = 3000;

/**
 * Resolves once the debtor's data has loaded or failed, the session is not (or no longer) signed
 * in, or after `within` ms. Over a shell the skeleton is already on screen, so the first render
 * may as well show the data: one render instead of the skeleton's and then the data's (on a
 * throttled phone each costs a few hundred milliseconds).
 */
function debtorSettled(store: CoreStore, within: number): Promise<void> {
  return untilState(
    store,
    ({ session, debtor }) =>
      session.status !== 'signedIn' || debtor.status === 'loaded' || debtor.status === 'failed',
    within,
  );
}

/** Starts the portal: hydrates the prerendered page, or renders into an empty #root. */
export async function startPortal(options: StartOptions): Promise<'hydrated' | 'rendered'> {
  const { container, boot, language } = options;
  const bridge = createNavigationBridge();
  const startSagas = (store: CoreStore) =>
    import('./sagas').then((sagas) => sagas.startSagas(store, { navigate: bridge.navigate }));
  if (boot && canHydrate(options) && !options.takeOver) {
    const store = createAppStore({
      preloadedState: {
        language: { current: language },
        announcements: { items: boot.announcements, loaded: true, prerendered: true },
        ...(await signedInState(boot, options.session)),
      },
    });
    // The login page shows and hydrates without the saga layer, which it needs only once the
    // visitor does something (its actions wait for it); other pages start it once hydrated (a
    // signed-in page's restored session announces its data at once, which may open a prompt).
    const onCommitted =
      boot.path === paths.home.getHref()
        ? () => loadSagasOnInteraction(() => void startSagas(store))
        : // A task later: parts whose code arrived a moment after the first render (a lazily
          // loaded chart) hydrate first.
          () => void setTimeout(() => void startSagas(store), 0);
    // Help is a lazily loaded page: its chunk is fetched before hydrating, so the page becomes
    // live right after (its server HTML stays in place meanwhile).
    if (boot.path === paths.help.getHref()) await import('../features/help/pages/HelpPage');
    // So is a signed-in page's (its chunk is already preloaded by the page's own links).
    if (boot.signedIn) await preloadSignedInPage(boot.path);
    const root = hydrateRoot(
      container,
      <StrictMode>
        <App
          i18n={createI18n(language, boot.messages)}
          store={store}
          bridge={bridge}
          onCommitted={onCommitted}
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
    options.onRoot?.(root);
    return 'hydrated';
  }
  // A stored session is restored by the sagas before the first render (it decides the page).
  // A signed-in page's own module comes first too: the server may have sent the page's shell
  // (top bar and skeleton), which the first render replaces in the same shape.
  const store = createAppStore({ preloadedState: { language: { current: language } } });
  // The server sent a signed-in page's shell (a public page's HTML, such as help's, is no shell:
  // it does not wait for the debtor).
  const shell =
    options.session !== null &&
    container.firstElementChild !== null &&
    isSignedInPage(options.location.pathname);
  const [i18n] = await Promise.all([
    boot?.language === language ? createI18n(language, boot.messages) : initI18n(language),
    startSagas(store).then(() => (shell ? debtorSettled(store, DATA_WAIT_MS) : undefined)),
    options.session ? preloadSignedInPage(options.location.pathname) : null,
  ]);
  if (options.takeOver) {
    store.dispatch(dialogOpened({ name: options.takeOver.dialog }));
    options.takeOver.beforeRender();
  }
  const root = createRoot(container);
  options.onRoot?.(root);
  const render = () =>
    root.render(
      <StrictMode>
        <App i18n={i18n} store={store} bridge={bridge} />
      </StrictMode>,
    );
  // Taking over, in one task with the login page's removal: no empty frame between the two.
  if (options.takeOver) flushSync(render);
  else render();
  return 'rendered';
}

export interface AfterLoginOptions {
  container: HTMLElement;
  language: LanguageId;
  /** The messages the login page came with (its boot data): no second read. */
  messages: BootData['messages'];
  session: PageSession;
  /** The debtor's data the login's answer carried. */
  debtor: NonNullable<BootData['signedIn']>['debtor'];
  /** Removes the login page's own render; called right before the portal's first render. */
  beforeRender: () => void;
}

/**
 * The portal takes over from the login page's own script (login.tsx) after a case-number login:
 * at /front-page, signed in, with the debtor's data the login's answer carried, so the amount is
 * on screen one round trip after the click (the portal's code was fetched while the debtor
 * typed). The sagas find the session in the page's block, as on a page the server rendered with
 * the data, and carry on from there (the session's refresh, other tabs, the consent choice).
 */
export async function startAfterLogin(options: AfterLoginOptions): Promise<void> {
  const { container, language, messages, session, debtor } = options;
  // The other tabs follow, as after the portal's own login (features/session/sagas.ts).
  tellOtherTabs({ type: 'started', ...session });
  const boot: BootData = {
    language,
    path: paths.frontPage.getHref(),
    consentBanner: false,
    announcements: [],
    messages,
    signedIn: { authType: session.authType, debtor },
  };
  const bridge = createNavigationBridge();
  const store = createAppStore({
    preloadedState: { language: { current: language }, ...(await signedInState(boot, session)) },
  });
  await preloadSignedInPage(paths.frontPage.getHref());
  options.beforeRender();
  const root = createRoot(container);
  // In one task with the login page's removal: no empty frame between the two.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App
          i18n={createI18n(language, messages)}
          store={store}
          bridge={bridge}
          onCommitted={() =>
            void setTimeout(
              () =>
                void import('./sagas').then((sagas) =>
                  sagas.startSagas(store, { navigate: bridge.navigate }),
                ),
              0,
            )
          }
        />
      </StrictMode>,
    ),
  );
}
