import type { Schemas } from '@portal/openapi';
import type { LoginCredentials, LoginErrorCode } from '../features/session/slice';

/**
 * The two calls the login page makes, with the browser's own fetch: the portal's API client
 * (openapi-fetch, the saga layer) stays out of the login page's script. The same requests as the
 * portal's (`Cache-Control: no-cache`, the session cookie of this site only).
 */
async function post(path: string, body: unknown): Promise<{ ok: boolean; data: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
    body: JSON.stringify(body),
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // An answer without JSON: a refusal without a code.
  }
  return { ok: response.ok, data };
}

/** The spec 8 code (0-5) of a refusal's envelope (`ErrorCode`), else 0. */
export function loginCodeOf(data: unknown): LoginErrorCode {
  const code =
    data !== null && typeof data === 'object' && 'ErrorCode' in data
      ? (data as { ErrorCode: unknown }).ErrorCode
      : null;
  if (code === 'Cancel') return 2;
  if (code === 'NoDebts') return 4;
  const number = typeof code === 'string' && /^\d$/.test(code) ? Number(code) : code;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 5
    ? (number as LoginErrorCode)
    : 0;
}

export type LoginAnswer =
  | { ok: true; expiresIn: number; debtor: Schemas['DebtorData'] | null }
  | { ok: false; error: LoginErrorCode | 'network' };

/** `POST /api/login`: a session (its cookie set by the answer) and the debtor's data, or why not. */
export async function postLogin(credentials: LoginCredentials): Promise<LoginAnswer> {
  let answer;
  try {
    answer = await post('/api/login', credentials);
  } catch {
    return { ok: false, error: 'network' };
  }
  const data = answer.data as Partial<Schemas['LoginResponse']> | null;
  if (answer.ok && data?.status === 0 && data.expires_in) {
    return { ok: true, expiresIn: data.expires_in, debtor: data.debtor ?? null };
  }
  return { ok: false, error: loginCodeOf(data) };
}

/** The identity provider's address for a strong login that comes back to the front page. */
export async function postStrongLoginUrl(body: {
  redirectTo: string;
  Lang: Schemas['LanguageId'];
}): Promise<string | null> {
  try {
    const { ok, data } = await post('/api/authentication/urlLogin', body);
    const url = (data as { responseObject?: { url?: unknown } } | null)?.responseObject?.url;
    return ok && typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}
