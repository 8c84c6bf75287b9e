/**
 * How answers leave the server, in one place: a service's outcome in the contract's envelope,
 * login answers, PDF downloads, and who an anonymous write counts against. Refusals that are
 * HTTP errors are thrown (`http/errors.ts`) and shaped by the app's error handler.
 */
import type { components } from '@portal/openapi';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, refused, tooManyRequests } from '../http/errors';
import { setSessionCookie, type SessionCookie } from '../http/session-cookie';
import type { DocumentLocale } from '../lib/money';
import type { LoginOutcome } from '../services/login';
import type { WriteOrigin } from '../services/throttle';
import { localeOf, parseLanguageId } from '@portal/openapi/language';

export type S = components['schemas'];

/** A login's answer: the session's lifetime (the session itself is the answer's cookie). */
export function sessionAnswer(expiresIn: number): S['LoginResponse'] {
  return { status: 0, ErrorCode: null, expires_in: expiresIn };
}

/** A refused login or strong-authentication confirmation. */
export function loginRefused(
  code: NonNullable<S['LoginResponse']['ErrorCode']>,
): S['LoginResponse'] {
  return { status: 1, ErrorCode: code, expires_in: null };
}

/** A login's outcome as its answer: a new session sets its cookie. */
export function loginAnswer(
  outcome: LoginOutcome,
  reply: FastifyReply,
  cookie: SessionCookie,
): S['LoginResponse'] {
  if (outcome.ok) {
    setSessionCookie(reply, cookie, outcome.issued.secret);
    return sessionAnswer(outcome.issued.expiresIn);
  }
  if ('throttled' in outcome) throw tooManyRequests(outcome.retryAfterSeconds, 'error.login.5');
  return loginRefused(outcome.code);
}

/** A service's value, or its refusal, in the contract's envelope. */
export function answer<T>(
  outcome: { ok: true; value: T } | { ok: false; errorCode: string | number },
) {
  return outcome.ok ? ok(outcome.value) : refused(outcome.errorCode);
}

export function sendPdf(reply: FastifyReply, document: { fileName: string; pdf: Buffer }) {
  // The name is built from an ASCII label and numbers; keep it to the safe set regardless.
  const safeName = document.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${safeName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(document.pdf);
}

/** The document language a download asks for (`Accept-Language`), or null for the default. */
export function requestedLocale(request: FastifyRequest): DocumentLocale | null {
  const header = request.headers['accept-language'];
  for (const part of String(header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const language = parseLanguageId(tag);
    if (language) return localeOf[language];
  }
  return null;
}

/** Who a write that needs no login counts against. */
export function writeOrigin(request: FastifyRequest): WriteOrigin {
  return { clientAddress: request.ip, debtorNr: request.session?.debtorNr ?? null };
}
