import { validateCaseNumber, validateOnlineId } from '../rules';

/** The login a QR code on the letter carries (spec 2: order number and online ID). */
export interface QrCredentials {
  caseNumber: string;
  onlineId: string;
}

/**
 * Reads the payload of a letter's QR code. Accepted forms: a link with `orderNr`/`caseNumber`
 * and `onlineId`/`id` query parameters, JSON with the same names, or the two numbers separated by
 * `;`, `,`, `|` or white space. Anything else, or numbers that fail spec 5, is refused (null).
 */
export function parseQrPayload(payload: string): QrCredentials | null {
  const text = payload.trim();
  const pick = (get: (name: string) => string | null | undefined) => ({
    caseNumber: get('orderNr') ?? get('caseNumber') ?? get('order') ?? '',
    onlineId: get('onlineId') ?? get('id') ?? '',
  });
  let candidate: QrCredentials | null = null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const params = new URL(text).searchParams;
      candidate = pick((name) => params.get(name));
    } catch {
      return null;
    }
  } else if (text.startsWith('{')) {
    try {
      const data = JSON.parse(text) as Record<string, unknown>;
      candidate = pick((name) => (data[name] === undefined ? undefined : String(data[name])));
    } catch {
      return null;
    }
  } else {
    const parts = text.split(/[;,|\s]+/).filter(Boolean);
    if (parts.length === 2) candidate = { caseNumber: parts[0] ?? '', onlineId: parts[1] ?? '' };
  }
  if (!candidate) return null;
  if (validateCaseNumber(candidate.caseNumber) || validateOnlineId(candidate.onlineId)) return null;
  return candidate;
}

/** spec 8: the camera errors the QR reader tells apart, as translation keys. */
export type CameraError =
  | 'notAllowed'
  | 'notFound'
  | 'notSupported'
  | 'notReadable'
  | 'overconstrained'
  | 'streamApiNotSupported';

export function cameraErrorOf(error: unknown, secureContext: boolean): CameraError {
  if (!secureContext) return 'notSupported';
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'notAllowed';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'NotSupportedError':
      return 'notSupported';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'notReadable';
    case 'OverconstrainedError':
      return 'overconstrained';
    default:
      return 'streamApiNotSupported';
  }
}
