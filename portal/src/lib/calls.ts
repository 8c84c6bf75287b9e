import type { PortalClient, Schemas } from '@portal/openapi';

/**
 * The API calls the sagas make, as plain async functions: sagas `call` these (typed, easy to fake)
 * instead of openapi-fetch's overloaded methods.
 */
export const calls = {
  login: (api: PortalClient, body: Schemas['LoginRequest']) => api.POST('/api/login', { body }),
  refresh: (api: PortalClient) => api.POST('/api/refresh', { body: {} }),
  logout: (api: PortalClient) => api.POST('/api/logout', { body: {} }),
  debtor: (api: PortalClient) => api.GET('/api/debtor'),
  announcements: (api: PortalClient) => api.GET('/api/announcements'),
};

export type CallResult<K extends keyof typeof calls> = Awaited<ReturnType<(typeof calls)[K]>>;
