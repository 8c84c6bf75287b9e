import type { PortalClient, Schemas } from '@portal/openapi';

/**
 * The API calls the sagas make, as plain async functions: sagas `call` these (typed, easy to fake)
 * instead of openapi-fetch's overloaded methods.
 */
export const calls = {
  login: (api: PortalClient, body: Schemas['LoginRequest']) => api.POST('/api/login', { body }),
  refresh: (api: PortalClient) => api.POST('/api/refresh', { body: {} }),
  logout: (api: PortalClient) => api.POST('/api/logout', { body: {} }),
  confirmAuthentication: (api: PortalClient, body: Schemas['StrongAuthenticationReturn']) =>
    api.POST('/api/authentication/confirm', { body }),
  loginUrl: (api: PortalClient, body: Schemas['AuthenticationUrlRequest']) =>
    api.POST('/api/authentication/urlLogin', { body }),
  debtor: (api: PortalClient) => api.GET('/api/debtor'),
  saveFeedback: (api: PortalClient, body: Schemas['FeedbackSaveRequest']) =>
    api.POST('/api/feedback/save', { body }),
  // Smiley is locked after save; the contract allows it only as null, so it is left out.
  updateFeedback: (api: PortalClient, body: Omit<Schemas['FeedbackUpdateRequest'], 'Smiley'>) =>
    api.POST('/api/feedback/update', { body }),
  faq: (api: PortalClient) => api.GET('/api/faq'),
  saveCookieSettings: (api: PortalClient, body: Schemas['CookieSettings']) =>
    api.POST('/api/cookieSettings/save', { body }),
  announcements: (api: PortalClient) => api.GET('/api/announcements'),
};

export type CallResult<K extends keyof typeof calls> = Awaited<ReturnType<(typeof calls)[K]>>;
