import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Footer,
  MainContent,
  PageFrame,
  ScrollToTop,
  SkipLink,
  TopBar,
  VisuallyHidden,
  type DrawerItem,
} from '@portal/design-system';
import { htmlLangOf } from '@portal/translations';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { setLanguage } from './i18n';
import { menuRules } from './menu-rules';
import { paths } from '../lib/paths';
import { contactLinks, serviceNumbers } from '../lib/contact';
import { dialogOpened, selectDialogs, selectIsDialogOpen } from '../lib/dialogs';
import { selectLanguage } from '../lib/language';
import { selectMessage } from '../lib/messages';
import { PAGE_ANNOUNCER_ID } from '../lib/usePageTitle';
import { renderRouterLink } from '../components/RouterLink';
import { logoutRequested, selectIsSignedIn } from '../features/session/slice';
import { useUserActivity } from '../features/session/useUserActivity';
import { selectDebtorData, selectDebtorStatus } from '../features/debtor/slice';
import { CookieConsentBanner } from '../features/consent/CookieConsentBanner';
import { pageNameOf, pageViewed } from '../features/integrations/actions';
import { chatConfigured } from '../lib/flags';

// Loaded when first opened: the login route's JavaScript budget is 150 KB (gzip).
const Drawer = lazy(() => import('./Drawer'));
const Messages = lazy(() => import('./Messages'));
// The host and its registry load with the first dialog (the login route's budget).
const DialogHost = lazy(() => import('./DialogHost'));

const DRAWER_ID = 'navigation-drawer';

/** The frame every page sits in (spec 2): top bar, drawer, footer, messages, consent. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const signedIn = useAppSelector(selectIsSignedIn);
  const data = useAppSelector(selectDebtorData);
  const debtorStatus = useAppSelector(selectDebtorStatus);
  const message = useAppSelector(selectMessage);
  const language = useAppSelector(selectLanguage);
  const consentOpen = useAppSelector((state) => selectIsDialogOpen(state, 'consentSettings'));
  const hasDialogs = useAppSelector((state) => selectDialogs(state).length > 0);
  useUserActivity(signedIn);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and focus returns properly.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  };
  // Focus goes back to the menu button when a dialog opened from the (closed) drawer ends.
  const openDialog = (name: 'consentSettings' | 'generalFeedback') =>
    dispatch(dialogOpened({ name, returnFocus: `[aria-controls="${DRAWER_ID}"]` }));
  const rules = menuRules(signedIn, data);

  // The store's language is the one source; i18next and <html lang> follow it.
  useEffect(() => {
    document.documentElement.lang = htmlLangOf[language];
    if (i18n.language !== htmlLangOf[language]) void setLanguage(i18n, language);
  }, [language, i18n]);

  useEffect(() => {
    dispatch(pageViewed(pageNameOf(pathname)));
  }, [pathname, dispatch]);

  // A new page starts at its top: a link in the footer would otherwise open the next page
  // scrolled down. Back and forward keep the browser's position, and an address with a #part
  // its own (the help page's support tab).
  // Before the paint, so the new page is never seen scrolled.
  const previousPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  const drawerItems: DrawerItem[] = [
    { label: t('drawer.privacy'), href: paths.privacy.getHref() },
    { label: t('drawer.cookies'), onSelect: () => openDialog('consentSettings') },
    { label: t('drawer.feedback'), onSelect: () => openDialog('generalFeedback') },
    ...(signedIn
      ? [{ label: t('drawer.logout'), onSelect: () => dispatch(logoutRequested()) }]
      : []),
  ];
  const navItems = signedIn
    ? [
        { label: t('nav.frontPage'), href: paths.frontPage.getHref() },
        ...(rules.showPayments
          ? [{ label: t('nav.payments'), href: paths.payments.getHref() }]
          : []),
        { label: t('nav.help'), href: paths.help.getHref() },
      ].map((item) => ({ ...item, current: pathname === item.href }))
    : [];
  // The drawer's main navigation adds my details, which the top bar has as a button.
  const drawerNavItems = [
    ...navItems,
    ...(rules.showProfile
      ? [
          {
            label: t('topBar.profile'),
            href: paths.profile.getHref(),
            current: pathname === paths.profile.getHref(),
          },
        ]
      : []),
  ];

  return (
    <PageFrame>
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <VisuallyHidden.Root id={PAGE_ANNOUNCER_ID} aria-live="polite" aria-atomic="true" />
      <TopBar
        logoText={t('app.name')}
        logoLabel={t('topBar.home')}
        logoHref={rules.logoHref}
        renderLink={renderRouterLink}
        navItems={navItems}
        navLabel={t('topBar.navigation')}
        contact={{
          label: t('topBar.contact'),
          // Signed in, the contact request opens at once (spec 4); otherwise the support tab.
          onClick: () =>
            signedIn && data
              ? dispatch(dialogOpened({ name: 'contactRequest' }))
              : navigate(paths.help.getHref('CustomerSupport')),
        }}
        profile={
          rules.showProfile
            ? { label: t('topBar.profile'), onClick: () => navigate(paths.profile.getHref()) }
            : undefined
        }
        // Issue 27: while the debtor's data loads, the profile button's place is kept (it shows
        // for nearly everyone), so the contact button does not jump when it appears.
        profilePlaceholder={
          signedIn && !data && debtorStatus !== 'failed' ? t('topBar.profile') : undefined
        }
        menu={{
          label: t('topBar.openMenu'),
          expanded: drawerOpen,
          controls: DRAWER_ID,
          onClick: openDrawer,
        }}
      />
      {drawerMounted ? (
        <Suspense fallback={null}>
          <Drawer
            id={DRAWER_ID}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            navItems={drawerNavItems}
            items={drawerItems.map((item) =>
              item.onSelect
                ? { ...item, onSelect: () => (setDrawerOpen(false), item.onSelect()) }
                : item,
            )}
          />
        </Suspense>
      ) : null}
      {/* Issue 27: a signed-in page's content comes after its data; the footer waits below the
          fold meanwhile instead of showing under the top bar and being pushed away. */}
      <MainContent id="content" tabIndex={-1} fillViewport={signedIn}>
        <Outlet />
      </MainContent>
      <Footer
        companyName={t('app.company')}
        serviceHoursTitle={t('footer.serviceHours')}
        serviceHours={[
          t('footer.hoursMonThu'),
          t('footer.hoursFri'),
          // Chat hours only where a chat exists: a build without one promises none.
          ...(chatConfigured ? [t('footer.chatHours')] : []),
        ]}
        contactTitle={t('footer.contactTitle')}
        contacts={[
          // spec 6: a company is given the company service number, a person the private one.
          ...serviceNumbers(data?.debtor ?? null).map((kind) => ({
            label: t(`footer.${kind}Phone`),
            href: contactLinks[`${kind}Phone`],
          })),
          { label: t('footer.contactForm'), href: paths.help.getHref('CustomerSupport') },
        ]}
        linksTitle={t('footer.linksTitle')}
        links={[
          { label: t('drawer.privacy'), href: paths.privacy.getHref() },
          { label: t('footer.accessibility'), href: paths.accessibility.getHref() },
          { label: t('nav.help'), href: paths.help.getHref() },
        ]}
        renderLink={renderRouterLink}
      />
      <ScrollToTop
        label={t('scrollToTop.label')}
        // The button hides at the top: focus moves to the start of the content, where a
        // keyboard user continues (nothing scrolls it away again).
        onScrolledToTop={() => document.getElementById('content')?.focus({ preventScroll: true })}
      />
      {!consentOpen ? (
        <CookieConsentBanner
          onSettings={() => dispatch(dialogOpened({ name: 'consentSettings' }))}
        />
      ) : null}
      {hasDialogs ? (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      ) : null}
      {message ? (
        <Suspense fallback={null}>
          <Messages />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
