import { paths } from '../lib/paths';

/**
 * The lazily loaded modules each signed-in page needs for its first view,
 * by the route's pattern. The server looks up their chunks in the build's manifest and sends
 * `<link rel="modulepreload">` for them with the page, so they load beside the portal's own
 * script instead of after it. Paths are the build's manifest keys (relative to portal/); a test
 * checks that each exists.
 */
export const routeModules: ReadonlyArray<{ path: string; modules: readonly string[] }> = [
  {
    path: paths.frontPage.path,
    modules: [
      'src/features/front-page/FrontPage.tsx',
      'src/features/debt/index.ts',
      'src/features/debtor/model.ts',
    ],
  },
  {
    path: paths.debt.path,
    modules: ['src/features/debt/pages/DebtPage.tsx', 'src/features/debtor/model.ts'],
  },
  {
    path: paths.paymentPlan.path,
    modules: ['src/features/debt/pages/DebtPage.tsx', 'src/features/debtor/model.ts'],
  },
  {
    path: paths.payments.path,
    modules: ['src/features/payments/PaymentsPage.tsx', 'src/features/debtor/model.ts'],
  },
  {
    path: paths.profile.path,
    modules: ['src/features/profile/ProfilePage.tsx', 'src/features/debtor/model.ts'],
  },
];
