import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  MainContent,
  PageFrame,
  ScrollToTop,
  SkipLink,
  TopBar,
  VisuallyHidden,
  type DrawerItem,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { menuRules, type MenuRules } from './menu-rules';
import { paths } from '../lib/paths';
import { dialogOpened, selectDialogs, selectIsDialogOpen } from '../lib/dialogs';
import { selectMessage } from '../lib/messages';
import { PAGE_ANNOUNCER_ID } from '../lib/usePageTitle';
import { renderRouterLink } from '../components/RouterLink';
import { logoutRequested, selectIsSignedIn } from '../features/session/slice';
import { useUserActivity } from '../features/session/useUserActivity';
import { selectDebtorData, selectDebtorStatus } from '../features/debtor/slice';
import { CookieConsentBanner } from '../features/consent/CookieConsentBanner';
import { useFrameEffects } from './frame-effects';
import { languageChosen, selectLanguage } from '../lib/language';
import { PortalFooter } from './PortalFooter';

// Loaded when first opened: the login route's JavaScript budget is 150 KB (gzip).
const Drawer = lazy(() => import('./Drawer'));
const Messages = lazy(() => import('./Messages'));
// The host and its registry load with the first dialog (the login route's budget).
const DialogHost = lazy(() => import('./DialogHost'));

const DRAWER_ID = 'navigation-drawer';

/** The top bar's links, and the drawer's, which add my details (a button in the top bar). */
function useNavItems(signedIn: boolean, rules: MenuRules) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navItems = signedIn
    ? [
        { label: t('nav.frontPage'), href: paths.frontPage.getHref() },
        ...(rules.showPayments
          ? [{ label: t('nav.payments'), href: paths.payments.getHref() }]
          : []),
        { label: t('nav.help'), href: paths.help.getHref() },
      ].map((item) => ({ ...item, current: pathname === item.href }))
    : [];
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
  return { navItems, drawerNavItems };
}

/** The drawer, mounted from its first opening on, so closing animates and focus returns. */
function useDrawer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Focus goes back to the menu button when a dialog opened from the (closed) drawer ends.
  const openDialog = (name: 'consentSettings' | 'generalFeedback') =>
    dispatch(dialogOpened({ name, returnFocus: `[aria-controls="${DRAWER_ID}"]` }));
  const items: DrawerItem[] = [
    { label: t('drawer.privacy'), href: paths.privacy.getHref() },
    { label: t('drawer.cookies'), onSelect: () => openDialog('consentSettings') },
    { label: t('drawer.feedback'), onSelect: () => openDialog('generalFeedback') },
    ...(signedIn
      ? [{ label: t('drawer.logout'), onSelect: () => dispatch(logoutRequested()) }]
      : []),
  ];
  return {
    open,
    setOpen,
    mounted,
    openDrawer: () => {
      setMounted(true);
      setOpen(true);
    },
    // An item that opens something closes the drawer first.
    items: items.map((item) =>
      item.onSelect ? { ...item, onSelect: () => (setOpen(false), item.onSelect()) } : item,
    ),
  };
}

/** The frame every page sits in (spec 2): top bar, drawer, footer, messages, consent. */
export function Layout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const data = useAppSelector(selectDebtorData);
  const debtorStatus = useAppSelector(selectDebtorStatus);
  const message = useAppSelector(selectMessage);
  const language = useAppSelector(selectLanguage);
  const consentOpen = useAppSelector((state) => selectIsDialogOpen(state, 'consentSettings'));
  const hasDialogs = useAppSelector((state) => selectDialogs(state).length > 0);
  useUserActivity(signedIn);
  useFrameEffects();
  const drawer = useDrawer();
  const rules = menuRules(signedIn, data);
  const { navItems, drawerNavItems } = useNavItems(signedIn, rules);

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
        // While the debtor's data loads, the profile button's place is kept (it shows for nearly
        // everyone), so the contact button does not jump when it appears.
        profilePlaceholder={
          signedIn && !data && debtorStatus !== 'failed' ? t('topBar.profile') : undefined
        }
        menu={{
          label: t('topBar.openMenu'),
          expanded: drawer.open,
          controls: DRAWER_ID,
          onClick: drawer.openDrawer,
        }}
      />
      {drawer.mounted ? (
        <Suspense fallback={null}>
          <Drawer
            id={DRAWER_ID}
            open={drawer.open}
            onOpenChange={drawer.setOpen}
            navItems={drawerNavItems}
            items={drawer.items}
            language={language}
            onLanguage={(languageId) => dispatch(languageChosen(languageId))}
            renderLink={renderRouterLink}
          />
        </Suspense>
      ) : null}
      {/* A signed-in page's content comes after its data; the footer waits below the fold
          meanwhile instead of showing under the top bar and being pushed away. */}
      <MainContent id="content" tabIndex={-1} fillViewport={signedIn}>
        <Outlet />
      </MainContent>
      <PortalFooter />
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
