import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { paths, components, operations } from './schema';
export type Schemas = components['schemas'];
export type PortalClient = Client<paths>;

/**
 * The session as the client needs it; the portal's session saga implements it. The session
 * itself is an HttpOnly cookie the browser sends with every same-origin call: the client never
 * sees it.
 */
export interface ClientSession {
  /**
   * Called before every call except the extension itself and the session's state, so the
   * session can be extended first
   * when it is about to end (spec 4: when less than 25 minutes remain, also before each call).
   */
  beforeCall?(): Promise<void>;
}

export const REFRESH_PATH = '/api/refresh';
/** Reads the session's state; it must never extend the session it asks about. */
export const SESSION_PATH = '/api/session';
const WITHOUT_EXTENSION = new Set([REFRESH_PATH, SESSION_PATH]);

/** The middleware every call goes through: extend-before-call and `Cache-Control: no-cache` (spec 7). */
export function sessionMiddleware(session: ClientSession): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!WITHOUT_EXTENSION.has(schemaPath)) await session.beforeCall?.();
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
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    ...(fetch ? { fetch } : {}),
  });
  client.use(sessionMiddleware(session));
  return client;
}
