/** Logging in, strong authentication, the session's state and extension, and logout. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { GENERIC_ERROR, ok, refused, unauthorized } from '../http/errors';
import { deleteSessionCookie, type SessionCookie } from '../http/session-cookie';
import { LoginError, type LoginOutcome } from '../services/login';
import type { Services } from '../services/container';
import { contractLoginType } from '../rules/session';
import { loginAnswer, loginRefused, sessionAnswer } from './answers';

/** What the login service needs to know about the request (address, session, log). */
function loginContext(request: FastifyRequest) {
  return {
    clientAddress: request.ip,
    session: request.session,
    log: (entry: Record<string, unknown>) => request.log.info(entry, 'login attempt'),
  };
}

export function sessionHandlers(services: Services, cookie: SessionCookie): BoundOperation[] {
  /**
   * A login's answer; a new session's carries the debtor's data too, so the front page shows the
   * amount without asking again (one round trip from the click).
   */
  async function answerWithData(outcome: LoginOutcome, reply: FastifyReply, cookie: SessionCookie) {
    const answer = loginAnswer(outcome, reply, cookie);
    if (!outcome.ok) return answer;
    const debtor = await services.debtor.debtorData(outcome.issued.session).catch(() => null);
    return debtor ? { ...answer, debtor } : answer;
  }

  return [
    operation('login', async (request, reply) => {
      const body = request.body;
      const ctx = loginContext(request);
      switch (body.LoginType) {
        case 2: {
          return answerWithData(
            await services.login.withCaseNumber(body.Username, body.Password, ctx),
            reply,
            cookie,
          );
        }
        case 4:
          return answerWithData(await services.login.withToken(body.Token, ctx), reply, cookie);
        case 3: {
          const outcome = await services.login.withIdentifier(body.Identifier, ctx);
          if (outcome === 'unauthorized') throw unauthorized();
          return answerWithData(outcome, reply, cookie);
        }
        default: {
          const outcome = await services.login.withStrongAuthentication(
            body.LoginType,
            {
              code: body.code,
              state: body.state,
              sessionState: body.session_state,
              errorDescription: body.error_description,
            },
            ctx,
          );
          if (outcome === 'unauthorized') throw unauthorized();
          return answerWithData(outcome, reply, cookie);
        }
      }
    }),

    operation('getLoginAuthenticationUrl', async (request) => {
      const body = request.body;
      const url = await services.login.startStrongAuthentication(
        0,
        body.redirectTo,
        body.Lang,
        null,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    }),

    operation('getAuthenticationUrl', async (request) => {
      const body = request.body;
      // Re-authentication (type 6) is bound to the bearer's session; signed out it is a login.
      const loginType = request.session ? 6 : 0;
      const url = await services.login.startStrongAuthentication(
        loginType,
        body.redirectTo,
        body.Lang,
        request.session,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    }),

    operation('confirmAuthentication', async (request, reply) => {
      const b = request.body;
      const outcome = await services.login.withStrongAuthentication(
        b.LoginType,
        {
          code: b.code,
          state: b.state,
          sessionState: b.session_state,
          errorDescription: b.error_description,
        },
        loginContext(request),
      );
      if (outcome === 'unauthorized') throw unauthorized();
      if (!outcome.ok && 'code' in outcome) {
        // The spec's failure data for confirm: 'Cancel' and 'NoDebts'; other refusals code 3.
        const code =
          outcome.code === LoginError.cancelled
            ? 'Cancel'
            : outcome.code === LoginError.noOutstandingDebts
              ? 'NoDebts'
              : outcome.code;
        return loginRefused(code);
      }
      return answerWithData(outcome, reply, cookie);
    }),

    operation('getSession', async (request) => {
      const session = request.session;
      if (!session) return { signedIn: false, LoginType: null, expires_in: null };
      return {
        signedIn: true,
        LoginType: contractLoginType(session.loginType),
        expires_in: services.sessions.remaining(session),
      };
    }),

    operation('refresh', async (request, reply) => {
      const session = requireSession(request);
      const expiresIn = await services.sessions.extend(session);
      if (expiresIn === null) {
        deleteSessionCookie(reply, cookie);
        throw unauthorized();
      }
      return sessionAnswer(expiresIn);
    }),

    operation('logout', async (request, reply) => {
      const session = requireSession(request);
      await services.sessions.revoke(session.id, 'logout');
      request.log.info({ event: 'logout', debtorNr: session.debtorNr }, 'logout');
      deleteSessionCookie(reply, cookie);
      return ok(true);
    }),
  ];
}
