import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { paths, components, operations } from './schema';
export type Schemas = components['schemas'];
export type PortalClient = Client<paths>;

/** The session as the client needs it; the portal's session saga implements it. */
export interface ClientSession {
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /**
   * Called before every call except refresh itself, so the session can refresh a token that is
   * about to expire (spec 4: refresh when less than 25 minutes remain, also before each call).
   */
  beforeCall?(): Promise<void>;
}

export const REFRESH_PATH = '/api/refresh';

/**
 * The middleware every call goes through: refresh-before-call, the bearer header and
 * `Cache-Control: no-cache` (spec 7).
 */
export function sessionMiddleware(session: ClientSession): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (schemaPath !== REFRESH_PATH) await session.beforeCall?.();
      const token = session.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Cache-Control', 'no-cache');
      return request;
    },
  };
}

export interface PortalClientOptions {
  /** Origin of the backend; empty means the portal's own origin. */
  baseUrl?: string;
  session: ClientSession;
  /** What sends each request (openapi-fetch hands it a Request); the global fetch by default. */
  fetch?: (input: Request) => Promise<Response>;
}

/** The typed API client of the portal (openapi-fetch over the contract's generated types). */
export function createPortalClient({
  baseUrl = '',
  session,
  fetch,
}: PortalClientOptions): PortalClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(sessionMiddleware(session));
  return client;
}
