import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import type { LanguageId } from '@portal/translations';
import { App } from './App';
import { isSignedInPage, preloadSignedInPage } from './router';
import { createI18n, initI18n } from './i18n';
import type { BootData } from './boot';
import { createAppStore, untilState, type CoreStore, type RootState } from './store-core';
import { initialSessionState } from '../features/session/slice';
import { loadConsent, type PageSession } from '../features/session/storage';
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

export interface StartOptions {
  container: HTMLElement;
  /** The prerendered page's boot data (null for the plain index.html). */
  boot: BootData | null;
  /** The language this browser shows (stored choice, browser languages, Finnish). */
  language: LanguageId;
  /** Whether this browser shows the cookie banner (no choice stored). */
  consentBanner: boolean;
  /** The session the server found for this page (the visit continues signed in), or null. */
  session: PageSession | null;
  location: Pick<Location, 'pathname' | 'hash'>;
  onRecoverableError?: RootOptions['onRecoverableError'];
  /** Given the React root (tests unmount it when done). */
  onRoot?: (root: Root) => void;
}

/**
 * The server's HTML is hydrated when it shows exactly what this browser renders first: the same
 * page and language, the cookie banner as the stored choice says, no #part (the help page opens
 * the tab it names), and either a public page for a visitor signed out or a signed-in page
 * rendered with the data of this browser's session. Otherwise the page is rendered afresh
 * (rare: the cookies that tell the server these things were missing).
 */
export function canHydrate(options: StartOptions): options is StartOptions & { boot: BootData } {
  const { boot, language, consentBanner, session, location } = options;
  return (
    boot !== null &&
    boot.language === language &&
    boot.path === location.pathname &&
    location.hash === '' &&
    boot.consentBanner === consentBanner &&
    // A public page for a visitor signed out; a signed-in page with its data for its session.
    (session === null) === (boot.signedIn === undefined)
  );
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
  if (boot && canHydrate(options)) {
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
  const root = createRoot(container);
  options.onRoot?.(root);
  root.render(
    <StrictMode>
      <App i18n={i18n} store={store} bridge={bridge} />
    </StrictMode>,
  );
  return 'rendered';
}
