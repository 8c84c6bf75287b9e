/**
 * The signed-in debtor as every layer sees it (spec 9): a strong session reaches all of its
 * debtor's debts, a weak one (a link from a letter) exactly one case. The SQL of that scope is
 * in repositories/debt-scope.ts; sessions are issued and checked by services/sessions.ts.
 */
export type SessionLevel = 'weak' | 'strong';

/** The signed-in debtor as every request sees it. Every query is scoped by it. */
export interface Session {
  id: string;
  debtorNr: number;
  level: SessionLevel;
  /** The one case a weak session reaches; null for strong sessions. */
  scopeDebtNr: number | null;
  loginType: number;
  /** When the session ends unless extended. */
  expiresAt: Date;
}

/** Login types that verified the debtor's identity with online banking or a mobile certificate. */
const IDENTIFIED_LOGIN_TYPES = new Set([0, 6]);

/**
 * Whether the session proved who the person is: a case number and online ID (or a token link)
 * prove possession of one letter, not identity, and a business ID widens a company's view
 * without identifying anyone. Taking everything held (the data export) and redirecting money
 * (the refund account, OWASP ASVS 7.5.1) need it.
 */
export function identityVerified(session: Pick<Session, 'level' | 'loginType'>): boolean {
  return session.level === 'strong' && IDENTIFIED_LOGIN_TYPES.has(session.loginType);
}

const LOGIN_TYPES = [0, 2, 3, 4, 6] as const;

/** A session's login type as the contract names it (a session only ever holds these). */
export function contractLoginType(loginType: number): (typeof LOGIN_TYPES)[number] {
  return LOGIN_TYPES.find((type) => type === loginType) ?? 2;
}
