/**
 * Which text explains a refused due-date move (spec 8). The transfer result (0-12) is the more
 * exact reason, so its own text (`dueDateResult.{code}`) comes first; the denied code's text
 * (`dueDateDenied.{code}`) is the fallback for an answer without one.
 */
export function dueDateRefusalKey(
  transferResult: unknown,
  deniedKey: string | null,
): string | null {
  if (typeof transferResult === 'number' && Number.isInteger(transferResult)) {
    if (transferResult >= 1 && transferResult <= 12) return `dueDateResult.${transferResult}`;
  }
  return deniedKey;
}

/** The transfer result in a refusal's `responseObject` (`{ result }`), when there is one. */
export function transferResultOf(detail: unknown): unknown {
  return detail !== null && typeof detail === 'object' && 'result' in detail
    ? detail.result
    : undefined;
}
