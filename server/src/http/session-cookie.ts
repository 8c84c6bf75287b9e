/**
 * The session cookie (OWASP ASVS 5.0, 3.3): set only by `Set-Cookie`, `HttpOnly` so no page
 * script can read it, `SameSite=Lax` because the bank's and the identity provider's returns are
 * cross-site GETs that must arrive signed in, `Path=/`. Served over HTTPS it is `Secure` with the
 * `__Host-` prefix (no Domain, so no other host of the domain can set or read it). Over plain
 * HTTP (development, the tests on 127.0.0.1) it has neither, because a browser refuses a
 * `Secure` cookie from an address it does not count as secure.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

export interface SessionCookie {
  readonly name: string;
  readonly secure: boolean;
}

/** The cookie for a portal served at `publicUrl`. */
export function sessionCookieFor(publicUrl: string): SessionCookie {
  const secure = new URL(publicUrl).protocol === 'https:';
  return { name: secure ? '__Host-portal-session' : 'portal-session', secure };
}

function attributes(cookie: SessionCookie): string {
  return `Path=/; HttpOnly; SameSite=Lax${cookie.secure ? '; Secure' : ''}`;
}

/**
 * A browser-session cookie (no Max-Age): the server's idle and absolute ends decide how long it
 * works, and closing the browser forgets it.
 */
export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, secret: string) {
  reply.header('set-cookie', `${cookie.name}=${secret}; ${attributes(cookie)}`);
  reply.header('Cache-Control', 'no-store');
}

/**
 * The headers that delete the cookie and the browser's cached answers of the session (logout, an
 * ended session). `Clear-Site-Data` names only the cache: "cookies" and "storage" would also
 * erase the language and the cookie-consent choice, which are not personal and outlive a session
 * on purpose.
 */
export function sessionEndHeaders(cookie: SessionCookie): Record<string, string> {
  return {
    'set-cookie': `${cookie.name}=; Max-Age=0; ${attributes(cookie)}`,
    'Clear-Site-Data': '"cache"',
  };
}

export function deleteSessionCookie(reply: FastifyReply, cookie: SessionCookie) {
  reply.headers(sessionEndHeaders(cookie));
}

/** The session secret the request carries, if any. */
export function sessionSecretOf(request: FastifyRequest, cookie: SessionCookie) {
  return cookieValue(request.headers.cookie, cookie.name);
}
