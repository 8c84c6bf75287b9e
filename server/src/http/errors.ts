/** The envelope of every error answer (`ErrorEnvelope` in the contract). */
export interface ErrorEnvelope {
  status: 1;
  ErrorCode: string | number;
  responseObject: null;
}

export const GENERIC_ERROR = 'error.server.0';
export const SESSION_ERROR = 'error.generic.1';

export function errorEnvelope(code: string | number = GENERIC_ERROR): ErrorEnvelope {
  return { status: 1, ErrorCode: code, responseObject: null };
}

/** A refusal with an HTTP status, thrown by services and turned into an envelope by the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string | number = GENERIC_ERROR,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${statusCode} ${errorCode}`);
  }
}

export const badRequest = (code: string | number = GENERIC_ERROR) => new HttpError(400, code);
export const unauthorized = (headers: Record<string, string> = {}) =>
  new HttpError(401, SESSION_ERROR, { 'WWW-Authenticate': 'Cookie', ...headers });
export const forbidden = () => new HttpError(403, GENERIC_ERROR);
/** Unknown identifiers and identifiers of other debtors answer the same. */
export const notFound = () => new HttpError(404, GENERIC_ERROR);
export const tooManyRequests = (retryAfterSeconds: number, code: string | number = GENERIC_ERROR) =>
  new HttpError(429, code, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A success envelope. */
export function ok<T>(responseObject: T) {
  return { status: 0 as const, ErrorCode: null, responseObject };
}

/** A business refusal: HTTP 200, status 1 (the portal checks `status`). */
export function refused<T = null>(code: string | number, responseObject: T | null = null) {
  return { status: 1 as const, ErrorCode: code, responseObject };
}
