/** The SQL of a session's scope (rules/session.ts): which debts its statements may reach. */
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import { debts } from '../db/schema';
import type { Session, SessionLevel } from '../rules/session';

/** The debts a session reaches: all of its debtor's for strong, exactly one for weak. */
export function debtScope(session: Session): SQL {
  return debtScopeOf(session.level, session.debtorNr, session.scopeDebtNr ?? -1);
}

/**
 * `debtScope` for a statement compiled once per level, the values given as placeholders
 * (`sql.placeholder`); the run fills in the session's debtor and, for weak, its case
 * (`scopeDebtNr ?? -1`, as `debtScope`).
 */
export function debtScopeOf(
  level: SessionLevel,
  debtorNr: number | Placeholder,
  scopeDebtNr: number | Placeholder,
): SQL {
  const ofDebtor = eq(debts.debtorNr, debtorNr);
  if (level === 'strong') return ofDebtor;
  return and(ofDebtor, eq(debts.nr, scopeDebtNr))!;
}
