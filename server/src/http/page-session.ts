/**
 * The session of a page request. The server checks the session cookie of every page it sends:
 * a signed-in route gets its shell (top bar and skeleton) only with a live session, and every
 * page carries the session's state in a JSON block (`portal-session`), so the portal starts
 * signed in or out without a request of its own and without anything of the session in
 * storage a script can read. The block holds no secret: whether signed in, the login type and
 * the seconds left.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInHint } from '@portal/openapi';
import type { Session, SessionService } from '../services/sessions';
import { contractLoginType } from '../rules/session';
import { deleteSessionCookie, sessionSecretOf, type SessionCookie } from './session-cookie';

/** The live session a page request carries, or null; an ended session's cookie is deleted. */
export async function pageSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  cookie: SessionCookie,
): Promise<Session | null> {
  const secret = sessionSecretOf(request, cookie);
  if (secret === undefined) return null;
  const session = await sessions.authenticate(secret);
  if (!session) deleteSessionCookie(reply, cookie);
  return session;
}

/** Which signed-in page shell fits the session (a strong one shows every case). */
export const signedInHintOf = (session: Session): SignedInHint =>
  session.level === 'strong' ? 'strong' : 'basic';

/**
 * The `portal-session` block: the same state `GET /api/session` answers. `withData`: the page
 * carries the debtor's data, so its early read (`early-read.inline.js`) has nothing to fetch.
 */
export function sessionBlock(
  session: Session | null,
  sessions: SessionService,
  withData = false,
): string {
  const state = session
    ? {
        signedIn: true,
        LoginType: contractLoginType(session.loginType),
        expires_in: sessions.remaining(session),
      }
    : { signedIn: false, LoginType: null, expires_in: null };
  // Numbers and booleans only, so nothing in it can close the script element.
  const marker = withData ? ' data-page-data="debtor"' : '';
  return `<script type="application/json" id="portal-session"${marker}>${JSON.stringify(state)}</script>`;
}
