/**
 * What the portal remembers while the debtor authenticates at the signing service for the court
 * decision (spec 4): the e-mail it goes to and whether the dialog was mandatory. Session storage:
 * it survives the round trip in this tab and nothing else.
 */
const KEY = 'portal.verdict';

export interface StoredVerdict {
  email: string;
  mandatory: boolean;
}

export function storeVerdict(verdict: StoredVerdict): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(verdict));
  } catch {
    // Storage disabled: the verification then cannot say where to send the decision.
  }
}

/** Reads and forgets the stored request: a return is handled once. */
export function takeStoredVerdict(): StoredVerdict | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (
      value !== null &&
      typeof value === 'object' &&
      typeof (value as StoredVerdict).email === 'string' &&
      typeof (value as StoredVerdict).mandatory === 'boolean'
    ) {
      return value as StoredVerdict;
    }
  } catch {
    // Unreadable: treated as missing.
  }
  return null;
}
