/**
 * The case-number login as a plain HTML form post (`POST /login`): the login form works before
 * the portal's script has arrived (a tap on a slow phone is never lost) and without script at
 * all. The script takes the form over once it runs (the JSON login, `POST /api/login`). Success
 * sets the session cookie and sends the browser to the front page, which the server renders
 * with the debtor's data; a refusal goes back to the login page with its code (`?login=N`), which
 * the portal shows.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/container';
import { setSessionCookie, type SessionCookie } from './session-cookie';

/** The form's fields, as the login form names them. */
interface LoginForm {
  caseNumber?: string;
  onlineId?: string;
}

const DIGITS = /^\d{1,8}$/;

export async function registerFormLogin(
  app: FastifyInstance,
  services: Services,
  cookie: SessionCookie,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        const fields = new URLSearchParams(String(body));
        done(null, { caseNumber: fields.get('caseNumber'), onlineId: fields.get('onlineId') });
      },
    );
    scope.post<{ Body: LoginForm }>('/login', async (request, reply) => {
      const caseNumber = String(request.body?.caseNumber ?? '').trim();
      const onlineId = String(request.body?.onlineId ?? '').trim();
      reply.header('Cache-Control', 'no-store');
      // Malformed input is the wrong-details answer, as the JSON login gives it.
      if (!DIGITS.test(caseNumber) || !DIGITS.test(onlineId)) {
        return reply.redirect('/?login=0', 303);
      }
      const outcome = await services.login.withCaseNumber(caseNumber, onlineId, {
        clientAddress: request.ip,
        session: null,
        log: (entry) => request.log.info({ ...entry, form: true }, 'login attempt'),
      });
      if (outcome.ok) {
        setSessionCookie(reply, cookie, outcome.issued.secret);
        return reply.redirect('/front-page', 303);
      }
      const code = 'throttled' in outcome ? 5 : outcome.code;
      return reply.redirect(`/?login=${code}`, 303);
    });
  });
}
