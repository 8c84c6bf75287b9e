import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer, ScrollToTop, TopBar, styled, type DrawerItem } from '@portal/design-system';
import { htmlLangOf } from '@portal/translations';
import { useAppDispatch, useAppSelector } from './hooks';
import { languageIdOf } from './i18n';
import { menuRules } from './menu-rules';
import { paths } from './paths';
import { contactLinks } from './contact';
import { renderRouterLink } from '../components/RouterLink';
import {
  logoutRequested,
  selectIsSignedIn,
  selectSessionExpiring,
} from '../features/session/slice';
import { useUserActivity } from '../features/session/useUserActivity';
import { selectDebtorData } from '../features/debtor/slice';
import { selectMessage } from '../features/messages/slice';
import { CookieConsentBanner } from '../features/consent/CookieConsentBanner';
import { languageChanged, pageNameOf, pageViewed } from '../features/integrations/actions';

// Loaded when first opened: the login route's JavaScript budget is 150 KB (gzip).
const Drawer = lazy(() => import('./Drawer'));
const ConsentSettingsDialog = lazy(() => import('../features/consent/ConsentSettingsDialog'));
const Messages = lazy(() => import('./Messages'));
const GeneralFeedbackDialog = lazy(
  () => import('../features/feedback/components/GeneralFeedbackDialog'),
);
const SessionExpiringDialog = lazy(
  () => import('../features/session/components/SessionExpiringDialog'),
);

const SkipLink = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-100px',
  padding: '$2 $4',
  backgroundColor: '$background',
  zIndex: '$toast',
  '&:focus': { top: '$2' },
});

const Main = styled('main', {
  maxWidth: '$content',
  width: '100%',
  mx: 'auto',
  px: '$4',
  py: '$5',
  flex: 1,
  '&:focus': { outline: 'none' },
  '@md': { px: '$6', py: '$6' },
});

const Frame = styled('div', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const DRAWER_ID = 'navigation-drawer';

/** The frame every page sits in (spec 2): top bar, drawer, footer, messages, consent. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const data = useAppSelector(selectDebtorData);
  const message = useAppSelector(selectMessage);
  const expiring = useAppSelector(selectSessionExpiring);
  useUserActivity(signedIn);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and focus returns properly.
  const [mounted, setMounted] = useState({ drawer: false, consent: 0, feedback: false });
  const open = (what: 'drawer' | 'consent' | 'feedback') => {
    // The consent dialog remounts on each opening, so its draft starts from the saved choice.
    setMounted((m) => ({ ...m, [what]: what === 'consent' ? m.consent + 1 : true }));
    if (what === 'drawer') setDrawerOpen(true);
    if (what === 'consent') setConsentOpen(true);
    if (what === 'feedback') setFeedbackOpen(true);
  };
  const language = languageIdOf(i18n);
  const rules = menuRules(signedIn, data);

  const previousLanguage = useRef(language);
  useEffect(() => {
    document.documentElement.lang = htmlLangOf[language];
    if (previousLanguage.current !== language) dispatch(languageChanged(language));
    previousLanguage.current = language;
  }, [language, dispatch]);

  useEffect(() => {
    dispatch(pageViewed(pageNameOf(pathname)));
  }, [pathname, dispatch]);

  const drawerItems: DrawerItem[] = [
    { label: t('drawer.privacy'), href: paths.privacy.getHref() },
    { label: t('drawer.cookies'), onSelect: () => open('consent') },
    { label: t('drawer.feedback'), onSelect: () => open('feedback') },
    ...(signedIn
      ? [{ label: t('drawer.logout'), onSelect: () => dispatch(logoutRequested()) }]
      : []),
  ];
  const navItems = signedIn
    ? [
        { label: t('nav.frontPage'), href: paths.frontPage.getHref() },
        ...(rules.showPayments ? [{ label: t('nav.payments'), href: '/payments' }] : []),
        { label: t('nav.help'), href: paths.help.getHref() },
      ].map((item) => ({ ...item, current: pathname === item.href }))
    : [];

  return (
    <Frame>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <TopBar
        logoText={t('app.name')}
        logoLabel={t('topBar.home')}
        logoHref={rules.logoHref}
        renderLink={renderRouterLink}
        navItems={navItems}
        navLabel={t('topBar.navigation')}
        contact={{ label: t('topBar.contact'), onClick: () => navigate('/help#CustomerSupport') }}
        profile={
          rules.showProfile
            ? { label: t('topBar.profile'), onClick: () => navigate('/profile') }
            : undefined
        }
        menu={{
          label: t('topBar.openMenu'),
          expanded: drawerOpen,
          controls: DRAWER_ID,
          onClick: () => open('drawer'),
        }}
      />
      {mounted.drawer ? (
        <Suspense fallback={null}>
          <Drawer
            id={DRAWER_ID}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            items={drawerItems.map((item) =>
              item.onSelect
                ? { ...item, onSelect: () => (setDrawerOpen(false), item.onSelect()) }
                : item,
            )}
          />
        </Suspense>
      ) : null}
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer
        companyName={t('app.company')}
        serviceHoursTitle={t('footer.serviceHours')}
        serviceHours={[t('footer.hoursMonThu'), t('footer.hoursFri'), t('footer.chatHours')]}
        contactTitle={t('footer.contactTitle')}
        contacts={[
          { label: t('footer.privatePhone'), href: contactLinks.privatePhone },
          { label: t('footer.companyPhone'), href: contactLinks.companyPhone },
          { label: t('footer.contactForm'), href: '/help#CustomerSupport' },
        ]}
        linksTitle={t('footer.linksTitle')}
        links={[
          { label: t('drawer.privacy'), href: paths.privacy.getHref() },
          { label: t('nav.help'), href: paths.help.getHref() },
        ]}
        renderLink={renderRouterLink}
      />
      <ScrollToTop label={t('scrollToTop.label')} />
      {!consentOpen ? <CookieConsentBanner onSettings={() => open('consent')} /> : null}
      <Suspense fallback={null}>
        {mounted.consent > 0 ? (
          <ConsentSettingsDialog
            key={mounted.consent}
            open={consentOpen}
            onOpenChange={setConsentOpen}
          />
        ) : null}
        {mounted.feedback ? (
          <GeneralFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        ) : null}
      </Suspense>
      {message ? (
        <Suspense fallback={null}>
          <Messages />
        </Suspense>
      ) : null}
      {expiring ? (
        <Suspense fallback={null}>
          <SessionExpiringDialog />
        </Suspense>
      ) : null}
    </Frame>
  );
}
