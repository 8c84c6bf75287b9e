/** Every route of spec section 2, with a typed way to build its address. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  language: { path: '/lang/:id', getHref: (id: string) => `/lang/${id}` },
  help: { path: '/help', getHref: () => '/help' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  frontPage: { path: '/front-page', getHref: () => '/front-page' },
  tokenLogin: {
    path: '/login/token/:token',
    getHref: (token: string) => `/login/token/${encodeURIComponent(token)}`,
  },
  loginVerify: { path: '/login/verify', getHref: () => '/login/verify' },
} as const;
