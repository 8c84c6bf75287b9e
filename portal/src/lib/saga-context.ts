import type { PortalClient } from '@portal/openapi';

/**
 * What sagas reach through `getContext`: the typed API client, navigation and the clock. Injected
 * by `makeStore`, so tests pass fakes instead of mocking modules.
 */
export interface SagaContext {
  api: PortalClient;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  now: () => number;
  /** Leaves the portal for an identity provider, bank or signing service. */
  redirect: (url: string) => void;
  /** Leaves the portal with a form POST (the bank's payment form): `lib/post-form.ts`. */
  postForm: (url: string, fields: readonly { name: string; value: string }[]) => void;
}
