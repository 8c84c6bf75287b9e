/**
 * What never reaches a log line: personal identity codes, IBANs, tokens, cookies, passwords and
 * online IDs, OpenID Connect `code`, `state` and `nonce`, and signatures. Two layers, because a
 * new log call should not be able to leak by accident:
 *
 * 1. `REDACT_PATHS`: fields with these names are replaced by `[redacted]` (pino's redaction), at
 *    the top of a log entry, one level down (`{ body: { iban } }`) and in request and response
 *    headers.
 * 2. `scrubText`: every string a log call gets (message and field values, nested too) has the
 *    shapes of identity codes, IBANs, JWTs and bearer tokens replaced, and query strings cut off
 *    URLs.
 *
 * test/log-redaction.test.ts drives a login, a debtor read, an IBAN update, a payment return and a
 * callback with logging at `debug` and looks for each secret in the captured lines.
 */

/** Field names whose values are secret or personal, whatever their content. */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'Password',
  'onlineId',
  'identityCode',
  'IdentityCode',
  'personalIdentityCode',
  'ssn',
  'hetu',
  'iban',
  'Iban',
  'IBAN',
  'bic',
  'token',
  'Token',
  'accessToken',
  'refreshToken',
  'idToken',
  'id_token',
  'access_token',
  'code',
  'state',
  'nonce',
  'code_verifier',
  'secret',
  'signature',
  'Signature',
] as const;

export const REDACT_PATHS: readonly string[] = [
  ...REDACTED_KEYS.flatMap((key) => [quoted(key), `*.${quoted(key)}`]),
  ...['authorization', 'cookie', 'set-cookie', 'x-session'].flatMap((header) => [
    `req.headers.${quoted(header)}`,
    `res.headers.${quoted(header)}`,
  ]),
];

/** A path segment pino accepts for any key (`["set-cookie"]` for keys that are not identifiers). */
function quoted(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
}

/** Finnish personal identity code: DDMMYY, century sign, three digits, check character. */
const IDENTITY_CODE = /\b\d{6}[-+ABCDEFUVWXY]\d{3}[0-9A-FHJ-NPR-Y]\b/gi;
/** An IBAN, printed with or without its groups' spaces. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
/** A JWT (header.payload.signature, base64url). */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** A bearer or basic credential. */
const CREDENTIAL = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
/** A query string after a path or URL, up to whitespace or a quote. */
const QUERY = /(\/[^\s?"'<>]*)\?[^\s"'<>]*/g;
/** `name=value` pairs of secrets in free text (a cookie header quoted in a message). */
const PAIR = /\b(code|state|nonce|token|portal-session[\w-]*|session)=[^\s;&"']+/gi;

/** The text with every secret-shaped part replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY, '$1')
    .replace(PAIR, '$1=[redacted]')
    .replace(JWT, '[redacted]')
    .replace(CREDENTIAL, '$1 [redacted]')
    .replace(IDENTITY_CODE, '[redacted]')
    .replace(IBAN, '[redacted]');
}

/** A log call's value with its strings scrubbed (plain objects and arrays, a few levels deep). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  // Requests, replies and errors go through the logger's serializers instead.
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/** The arguments of a pino call (`(object?, message?, ...values)`), scrubbed. */
export function scrubLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => scrubValue(arg));
}
