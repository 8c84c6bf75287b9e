/** Logging in, strong authentication, refresh and logout. */
import type { FastifyRequest } from 'fastify';
import { type OperationHandlers, requireSession } from '../contract/register';
import { GENERIC_ERROR, ok, refused, unauthorized } from '../http/errors';
import { LoginError } from '../services/login';
import type { Services } from '../services/container';
import { type S, loginAnswer } from './answers';

/** What the login service needs to know about the request (address, session, log). */
function loginContext(request: FastifyRequest) {
  return {
    clientAddress: request.ip,
    session: request.session,
    log: (entry: Record<string, unknown>) => request.log.info(entry, 'login attempt'),
  };
}

export function sessionHandlers(services: Services): OperationHandlers {
  return {
    async login(request) {
      const body = request.body as S['LoginRequest'];
      const ctx = loginContext(request);
      switch (body.LoginType) {
        case 2: {
          const b = body as S['LoginWithCaseNumber'];
          return loginAnswer(await services.login.withCaseNumber(b.Username, b.Password, ctx));
        }
        case 4:
          return loginAnswer(
            await services.login.withToken((body as S['LoginWithToken']).Token, ctx),
          );
        case 3: {
          const outcome = await services.login.withIdentifier(
            (body as S['LoginWithIdentifier']).Identifier,
            ctx,
          );
          if (outcome === 'unauthorized') throw unauthorized();
          return loginAnswer(outcome);
        }
        default: {
          const b = body as S['StrongAuthenticationReturn'];
          const outcome = await services.login.withStrongAuthentication(
            b.LoginType,
            {
              code: b.code,
              state: b.state,
              sessionState: b.session_state,
              errorDescription: b.error_description,
            },
            ctx,
          );
          if (outcome === 'unauthorized') throw unauthorized();
          return loginAnswer(outcome);
        }
      }
    },

    async getLoginAuthenticationUrl(request) {
      const body = request.body as S['AuthenticationUrlRequest'];
      const url = await services.login.startStrongAuthentication(
        0,
        body.redirectTo,
        body.Lang,
        null,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    },

    async getAuthenticationUrl(request) {
      const body = request.body as S['AuthenticationUrlRequest'];
      // Re-authentication (type 6) is bound to the bearer's session; signed out it is a login.
      const loginType = request.session ? 6 : 0;
      const url = await services.login.startStrongAuthentication(
        loginType,
        body.redirectTo,
        body.Lang,
        request.session,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    },

    async confirmAuthentication(request) {
      const b = request.body as S['StrongAuthenticationReturn'];
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
        return { status: 1, ErrorCode: code, access_token: null, expires_in: null };
      }
      return loginAnswer(outcome);
    },

    async refresh(request) {
      const session = requireSession(request);
      const token = await services.sessions.refresh(session);
      if (!token) throw unauthorized();
      return {
        status: 0,
        ErrorCode: null,
        access_token: token.accessToken,
        expires_in: token.expiresIn,
      };
    },

    async logout(request) {
      const session = requireSession(request);
      await services.sessions.revoke(session.id, 'logout');
      request.log.info({ event: 'logout', debtorNr: session.debtorNr }, 'logout');
      return ok(true);
    },
  };
}
