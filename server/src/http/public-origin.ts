const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * Where a page request belongs when it reached the server under another loopback name of the
 * public address (`localhost:3000` while PUBLIC_URL is `http://127.0.0.1:3000`), else null.
 * Providers return the browser to PUBLIC_URL, and local storage (consent, language) is kept per
 * origin, so a session begun on the other name would lose both on the way back.
 */
export function publicPageUrl(
  publicUrl: string,
  host: string | undefined,
  path: string,
): string | null {
  const target = new URL(publicUrl);
  if (!host || !LOOPBACK_NAMES.has(target.hostname)) return null;
  let asked: URL;
  try {
    asked = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (!LOOPBACK_NAMES.has(asked.hostname) || asked.hostname === target.hostname) return null;
  if (effectivePort(asked) !== effectivePort(target)) return null;
  return `${target.origin}${path.startsWith('/') ? path : '/'}`;
}
