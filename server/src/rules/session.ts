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
