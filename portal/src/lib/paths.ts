/**
 * Every route of spec section 2, with a typed way to build its address: route strings come only
 * from here (a lint rule forbids them elsewhere).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  language: { path: '/lang/:id', getHref: (id: string) => `/lang/${id}` },
  help: {
    path: '/help',
    /** `#CustomerSupport` opens the support tab (spec 2). */
    getHref: (tab?: 'CustomerSupport') => (tab ? `/help#${tab}` : '/help'),
  },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /**
   * "Cannot pay the amount asked?": the payment-capacity calculator and free help, open to
   * everyone; `orderNr`, the debt the page was opened from, is chosen first for the plan.
   */
  cantPay: {
    path: '/cant-pay',
    getHref: (orderNr?: number) => (orderNr ? `/cant-pay?debt=${orderNr}` : '/cant-pay'),
  },
  /** The accessibility statement (Act on the Provision of Digital Services 306/2019). */
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  frontPage: { path: '/front-page', getHref: () => '/front-page' },
  payAll: { path: '/pay-all', getHref: () => '/pay-all' },
  profile: { path: '/profile', getHref: () => '/profile' },
  payments: { path: '/payments', getHref: () => '/payments' },
  debt: { path: '/debt/:orderNr', getHref: (orderNr: number) => `/debt/${orderNr}` },
  paymentPlan: {
    path: '/payment-plan/:orderNr',
    getHref: (orderNr: number) => `/payment-plan/${orderNr}`,
  },
  paymentVerify: { path: '/payment/verify', getHref: () => '/payment/verify' },
  reconciliationVerify: {
    path: '/reconciliation/verify',
    getHref: () => '/reconciliation/verify',
  },
  judgementVerify: { path: '/judgement/verify', getHref: () => '/judgement/verify' },
  tokenLogin: {
    path: '/login/token/:token',
    getHref: (token: string) => `/login/token/${encodeURIComponent(token)}`,
  },
  loginVerify: { path: '/login/verify', getHref: () => '/login/verify' },
  /** The server's form post of the case-number login (no page: the server answers a redirect). */
  formLogin: { path: '/login', getHref: () => '/login' },
} as const;
