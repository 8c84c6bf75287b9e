/**
 * Errors are values (STYLE.md 9): an API answer becomes `{ ok: true, value }` or
 * `{ ok: false, errorKey }`, where errorKey is a translation key the UI shows.
 */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; errorKey: string; code: unknown };

interface EnvelopeLike<T> {
  status: number;
  ErrorCode?: unknown;
  responseObject?: T | null;
}

/** Maps an envelope to a result; `errorPrefix` names the key family of the call's error codes. */
export function fromEnvelope<T>(
  envelope: EnvelopeLike<T> | undefined,
  errorPrefix = 'error.server',
): ApiResult<T> {
  if (!envelope) return { ok: false, errorKey: 'error.server.0', code: null };
  if (
    envelope.status === 0 &&
    envelope.responseObject !== undefined &&
    envelope.responseObject !== null
  ) {
    return { ok: true, value: envelope.responseObject };
  }
  const code = envelope.ErrorCode;
  if (typeof code === 'string' && code.includes('.')) return { ok: false, errorKey: code, code };
  if (code === null || code === undefined) return { ok: false, errorKey: 'error.server.0', code };
  return { ok: false, errorKey: `${errorPrefix}.${String(code)}`, code };
}
