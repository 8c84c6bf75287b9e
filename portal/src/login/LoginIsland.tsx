import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  Banner,
  MainContent,
  PageFrame,
  ScrollToTop,
  SkipLink,
  TopBar,
  VisuallyHidden,
  type DrawerItem,
} from '@portal/design-system';
import { localeOf, type LanguageId } from '@portal/openapi';
import LoginPage from '../features/session/pages/LoginPage';
import { LoginControlsContext, type LoginControls } from '../features/session/pages/login-controls';
import type { ConsentFlags, LoginCredentials, LoginErrorCode } from '../features/session/slice';
import type { Announcement } from '../features/announcements/slice';
import { ServerSanitizedHtml } from '../components/ServerSanitizedHtml';
import { CookieConsentBannerView } from '../features/consent/CookieConsentBannerView';
import { PortalFooterView } from '../app/PortalFooterView';
import { PAGE_ANNOUNCER_ID } from '../lib/page-title';
import { TranslatorContext, useTranslator, type Translator } from '../lib/translator';
import { paths } from '../lib/paths';

// Loaded when first opened, as in the portal's frame (app/Layout.tsx).
const Drawer = lazy(() => import('../app/Drawer'));
const ConsentSettingsView = lazy(() =>
  import('../features/consent/ConsentSettingsView').then((module) => ({
    default: module.ConsentSettingsView,
  })),
);

const DRAWER_ID = 'navigation-drawer';

/** What the login page does that reaches outside its own render (login.tsx supplies them). */
export interface IslandActions {
  /**
   * Logs in and hands the page over to the portal at the front page; answers the refusal (the
   * form stays), or null once the portal has taken over.
   */
  logIn: (credentials: LoginCredentials) => Promise<LoginErrorCode | 'network' | null>;
  /** Sends the browser to the bank login; false when its address could not be had. */
  startStrongLogin: () => Promise<boolean>;
  /** The visitor started to use the form: the front page's code is fetched meanwhile. */
  onFirstUse: () => void;
  /** The cookie choice, stored as the portal stores it. */
  chooseConsent: (consent: ConsentFlags) => void;
  /** The drawer's language switch: the choice is stored and the page comes again in it. */
  chooseLanguage: (language: LanguageId) => void;
  /** What the login page leaves to the portal (the feedback form): the portal takes over. */
  openInPortal: (dialog: 'generalFeedback') => void;
}

export interface LoginIslandProps {
  translator: Translator;
  language: LanguageId;
  /** The stored cookie choice; null shows the banner. */
  consent: ConsentFlags | null;
  /** Announcements valid now, their HTML sanitized by the server. */
  announcements: Announcement[];
  /** Absent on the server, which renders the first view only. */
  actions?: IslandActions;
}

type LoginState = Pick<LoginControls, 'signingIn' | 'loginError' | 'fromBank'>;

const noAction = () => {};

/**
 * The login home (`/`) as the server renders it and its own small script hydrates it: the same
 * top bar, drawer, footer, cookie banner and login card as the portal's frame (app/Layout.tsx)
 * shows signed out, kept in React state instead of the portal's store and router, so the page
 * waits for React and the design system only (its texts: lib/translator.ts) (docs/performance.md). A successful login
 * hands the page over to the portal (login.tsx).
 */
export function LoginIsland({
  translator,
  language,
  consent,
  announcements,
  actions,
}: LoginIslandProps) {
  return (
    <TranslatorContext.Provider value={translator}>
      <IslandFrame
        language={language}
        initialConsent={consent}
        announcements={announcements}
        actions={actions}
      />
    </TranslatorContext.Provider>
  );
}

function IslandFrame({
  language,
  initialConsent,
  announcements,
  actions,
}: {
  language: LanguageId;
  initialConsent: ConsentFlags | null;
  announcements: Announcement[];
  actions?: IslandActions;
}) {
  const { t } = useTranslator();
  const [consent, setConsent] = useState(initialConsent);
  const [consentOpen, setConsentOpen] = useState<false | { fromDrawer: boolean }>(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [login, setLogin] = useState<LoginState>({
    signingIn: false,
    loginError: null,
    fromBank: false,
  });

  const controls = useMemo<LoginControls>(() => {
    const failed = (loginError: LoginErrorCode | 'network') =>
      setLogin({ signingIn: false, loginError, fromBank: false });
    return {
      ...login,
      logIn: (credentials) => {
        setLogin({ signingIn: true, loginError: null, fromBank: false });
        void actions?.logIn(credentials).then((refusal) => {
          if (refusal !== null) failed(refusal);
        });
      },
      startStrongLogin: () => {
        setLogin({ signingIn: true, loginError: null, fromBank: false });
        void actions?.startStrongLogin().then((left) => {
          if (!left) failed('network');
        });
      },
      refused: failed,
      dismissError: () => setLogin({ signingIn: false, loginError: null, fromBank: false }),
    };
  }, [login, actions]);

  const saveConsent = (chosen: ConsentFlags) => {
    setConsent(chosen);
    actions?.chooseConsent(chosen);
  };
  const drawerItems: DrawerItem[] = [
    { label: t('drawer.privacy'), href: paths.privacy.getHref() },
    {
      label: t('drawer.cookies'),
      onSelect: () => {
        setDrawerOpen(false);
        setConsentOpen({ fromDrawer: true });
      },
    },
    {
      label: t('drawer.feedback'),
      onSelect: () => {
        setDrawerOpen(false);
        actions?.openInPortal('generalFeedback');
      },
    },
  ];

  return (
    <PageFrame>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <VisuallyHidden.Root id={PAGE_ANNOUNCER_ID} aria-live="polite" aria-atomic="true" />
      <TopBar
        logoText={t('app.name')}
        logoLabel={t('topBar.home')}
        logoHref={paths.home.getHref()}
        navItems={[]}
        navLabel={t('topBar.navigation')}
        contact={{
          label: t('topBar.contact'),
          onClick: () => window.location.assign(paths.help.getHref('CustomerSupport')),
        }}
        menu={{
          label: t('topBar.openMenu'),
          expanded: drawerOpen,
          controls: DRAWER_ID,
          onClick: () => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          },
        }}
      />
      {drawerMounted ? (
        <Suspense fallback={null}>
          <Drawer
            id={DRAWER_ID}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            navItems={[]}
            items={drawerItems}
            language={language}
            onLanguage={actions?.chooseLanguage ?? noAction}
          />
        </Suspense>
      ) : null}
      <MainContent id="content" tabIndex={-1} fillViewport={false}>
        <LoginControlsContext.Provider value={controls}>
          <LoginPage
            announcements={<Announcements items={announcements} language={language} />}
            onFirstUse={actions?.onFirstUse}
          />
        </LoginControlsContext.Provider>
      </MainContent>
      <PortalFooterView data={null} />
      <ScrollToTop
        label={t('scrollToTop.label')}
        onScrolledToTop={() => document.getElementById('content')?.focus({ preventScroll: true })}
      />
      {!consentOpen ? (
        <CookieConsentBannerView
          consent={consent}
          onAcceptAll={() => saveConsent({ cookies: true, tracking: true })}
          onSettings={() => setConsentOpen({ fromDrawer: false })}
        />
      ) : (
        <Suspense fallback={null}>
          <ConsentSettingsView
            open
            onOpenChange={(open) => {
              if (!open) setConsentOpen(false);
            }}
            // Focus goes back to the menu button when the settings were opened from the drawer.
            returnFocus={
              consentOpen.fromDrawer
                ? () => document.querySelector<HTMLElement>(`[aria-controls="${DRAWER_ID}"]`)
                : undefined
            }
            consent={consent}
            onSave={saveConsent}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}

/** The announcements the server rendered into the page (sanitized by it), in the page's language. */
function Announcements({ items, language }: { items: Announcement[]; language: LanguageId }) {
  const locale = localeOf[language];
  const contents = items
    .map((a) => a.contents.find((c) => c.locale === locale) ?? a.contents[0])
    .filter((c) => c !== undefined);
  if (contents.length === 0) return null;
  return contents.map((content, index): ReactNode => (
    <Banner key={`${index}-${content.title}`} tone="info" title={content.title} headingLevel={2}>
      <ServerSanitizedHtml html={content.text} />
    </Banner>
  ));
}
