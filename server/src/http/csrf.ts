/**
 * Cross-site request forgery defence (OWASP's CSRF cheat sheet, Fetch Metadata): a request that
 * may change something (any method but GET, HEAD and OPTIONS) is served only when the browser
 * says it comes from the portal's own pages (`Sec-Fetch-Site: same-origin`) or from the user
 * (`none`: typed, bookmarked). A browser that sends no Fetch Metadata is judged by `Origin`, which
 * must be the public origin (behind a proxy the Host the server sees is not the debtor's, so the
 * configured origin is the reference, not the Host header). A request with neither header does
 * not come from a browser, so it cannot carry a debtor's cookie on a forger's behalf.
 *
 * Named exemptions: the sandbox services (`/sandbox/`) stand for other parties' sites (the bank,
 * the identity provider, the signing service), which keep their own defences. The payment
 * provider's callback is a GET, so it needs none.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT_PREFIXES = ['/sandbox/'];

export const CSRF_ERROR = 'error.server.0';

/** Null when the request may proceed, else the reason it is refused (for the log). */
export function crossSiteRefusal(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  publicOrigin: string,
): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return null;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin' || site === 'none' ? null : `sec-fetch-site ${String(site)}`;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  return origin === publicOrigin ? null : 'origin';
}

export function forbiddenCrossSite(): HttpError {
  return new HttpError(403, CSRF_ERROR);
}
