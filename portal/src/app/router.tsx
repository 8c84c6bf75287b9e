import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchPath, Route, Routes, useNavigate } from 'react-router-dom';
import { Layout } from './Layout';
import { paths } from '../lib/paths';
import { RedirectWhenSignedIn, RequireSession } from './RequireSession';
import type { Navigate } from '../lib/navigation-bridge';
import type { Debt } from '../features/debtor';
import type { SingleDebtViewProps } from '../features/debt';
// Every visit starts at the login page, so it is part of the shell chunk (one gzip stream is
// smaller than many); every other page is its own chunk. Budget: 150 KB gzip for the login route.
import LoginPage from '../features/session/pages/LoginPage';
import { renderRouterLink } from '../components/RouterLink';
import { ReduxLoginControls } from '../features/session/pages/ReduxLoginControls';
import { AnnouncementsBanner } from '../features/announcements/components/AnnouncementsBanner';

const TokenLoginPage = lazy(() => import('../features/session/pages/TokenLoginPage'));
const LoginVerifyPage = lazy(() => import('../features/session/pages/LoginVerifyPage'));
/**
 * A lazily loaded page whose module can be loaded ahead of the first render: once it is, the
 * page renders at once instead of suspending. A signed-in page that came as HTML (its shell)
 * is rendered over only when its own page can render in the same pass, so the shell's
 * skeleton is never replaced by an empty main for a moment.
 */
function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  // Once rendered through the lazy wrapper, always: a change of component type would remount.
  let lazyRendered = false;
  const Lazy = lazy(load);
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Page = (props: P) => {
    if (!loaded) lazyRendered = true;
    return createElement(lazyRendered || !loaded ? Lazy : loaded, props);
  };
  return { Page, preload };
}

const loadFrontPage = () => import('../features/front-page/FrontPage');
const loadDebtFeature = () => import('../features/debt');
const frontPage = preloadable(loadFrontPage);
const FrontPage = frontPage.Page;
const debtPage = preloadable(() => import('../features/debt/pages/DebtPage'));
const DebtPage = debtPage.Page;
const singleDebt = preloadable<SingleDebtViewProps>(() =>
  loadDebtFeature().then(({ SingleDebtView }) => ({ default: SingleDebtView })),
);
const SingleDebtView = singleDebt.Page;
/**
 * While the debtor fills in the login form, the front page's code (its chunk, the
 * single-debt view, the debtor data's model) comes, so the login answer is not followed by a
 * second wait. A failure here is no failure: the page loads them again when it needs them.
 */
export function prefetchFrontPage(): void {
  for (const load of [
    loadFrontPage,
    loadDebtFeature,
    () => import('../features/debtor/model'),
  ] as const) {
    load().catch(() => {});
  }
}
// The front page wraps it in its own Suspense, whose fallback has the view's shape.
const singleDebtView = (debt: Debt, notices: ReactNode, offer: ReactNode) => (
  <SingleDebtView debt={debt} notices={notices} offer={offer} />
);
const HelpPage = lazy(() => import('../features/help/pages/HelpPage'));
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage'));
const CantPayPage = lazy(() => import('../features/cant-pay/CantPayPage'));
const AccessibilityStatementPage = lazy(
  () => import('../features/accessibility/AccessibilityStatementPage'),
);
const paymentsPage = preloadable(() => import('../features/payments/PaymentsPage'));
const PaymentsPage = paymentsPage.Page;
const PayAllPage = lazy(() => import('../features/paying/PayAllPage'));
const PaymentVerifyPage = lazy(() => import('../features/paying/PaymentVerifyPage'));
const VerdictVerifyPage = lazy(() => import('../features/verdict/VerdictVerifyPage'));
const SettlementVerifyPage = lazy(() => import('../features/settlement/SettlementVerifyPage'));
const profilePage = preloadable(() => import('../features/profile/ProfilePage'));
const ProfilePage = profilePage.Page;
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const LanguageRoute = lazy(() => import('../features/language/LanguageRoute'));

const signedInPageLoads: ReadonlyArray<readonly [string, () => Promise<void>]> = [
  // The front page with one debt shows the debt feature's view.
  [paths.frontPage.path, () => Promise.all([frontPage.preload(), singleDebt.preload()]).then()],
  [paths.debt.path, debtPage.preload],
  [paths.paymentPlan.path, debtPage.preload],
  [paths.payments.path, paymentsPage.preload],
  [paths.profile.path, profilePage.preload],
];

/**
 * Loads the module of the signed-in page at `pathname` (none for other paths), so its first
 * render does not suspend. A failed load is no failure: the page's lazy load tries again.
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  const load = signedInPageLoads.find(([path]) => matchPath(path, pathname))?.[1];
  await load?.().catch(() => {});
}

/** Whether `pathname` is one of the signed-in pages the server may send as a shell. */
export const isSignedInPage = (pathname: string): boolean =>
  signedInPageLoads.some(([path]) => matchPath(path, pathname));

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;
const guarded = (element: ReactNode) => page(<RequireSession>{element}</RequireSession>);

/**
 * The routes of spec 2. Declarative routes (not the data router): the portal loads its data with
 * sagas, and the data router would add about 15 KB to every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path={paths.home.path}
          element={page(
            <RedirectWhenSignedIn to={paths.frontPage.getHref()}>
              <ReduxLoginControls>
                <LoginPage
                  announcements={<AnnouncementsBanner />}
                  onFirstUse={prefetchFrontPage}
                  renderLink={renderRouterLink}
                />
              </ReduxLoginControls>
            </RedirectWhenSignedIn>,
          )}
        />
        <Route path={paths.tokenLogin.path} element={page(<TokenLoginPage />)} />
        <Route path={paths.loginVerify.path} element={page(<LoginVerifyPage />)} />
        <Route path={paths.language.path} element={page(<LanguageRoute />)} />
        <Route path={paths.help.path} element={page(<HelpPage />)} />
        <Route path={paths.privacy.path} element={page(<PrivacyPage />)} />
        {/* Open: the calculator and the help need no login; the plan part asks for one. */}
        <Route path={paths.cantPay.path} element={page(<CantPayPage />)} />
        <Route path={paths.accessibility.path} element={page(<AccessibilityStatementPage />)} />
        <Route
          path={paths.frontPage.path}
          element={guarded(<FrontPage singleDebtView={singleDebtView} />)}
        />
        <Route path={paths.debt.path} element={guarded(<DebtPage kind="debt" />)} />
        <Route path={paths.paymentPlan.path} element={guarded(<DebtPage kind="paymentPlan" />)} />
        <Route path={paths.payments.path} element={guarded(<PaymentsPage />)} />
        <Route path={paths.payAll.path} element={guarded(<PayAllPage />)} />
        {/* Open: a session that ended at the bank still brings its payment home. */}
        <Route path={paths.paymentVerify.path} element={page(<PaymentVerifyPage />)} />
        {/* Open too: a session that ended at the signing service still keeps the signature. */}
        <Route path={paths.judgementVerify.path} element={page(<VerdictVerifyPage />)} />
        <Route path={paths.reconciliationVerify.path} element={page(<SettlementVerifyPage />)} />
        <Route path={paths.profile.path} element={guarded(<ProfilePage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

/** Hands the router's navigate to the sagas (they run outside React). */
export function NavigationBridge({ onNavigate }: { onNavigate: (navigate: Navigate) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate((to, options) => void navigate(to, options));
  }, [navigate, onNavigate]);
  return null;
}
