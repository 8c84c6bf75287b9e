import type { Debt } from '../debtor';

/** Debts whose court decision is available and not yet delivered to the debtor. */
export const undeliveredVerdicts = (debts: readonly Debt[]): Debt[] =>
  debts.filter((debt) => debt.isVerdictAvailable && !debt.isVerdictDownloaded);

/**
 * spec 4: the court-decision dialog appears when verdict-available debts exist whose decision
 * was not yet sent; an unopened decision makes it mandatory (it blocks other use).
 */
export const needsVerdictDialog = (debts: readonly Debt[]): boolean =>
  undeliveredVerdicts(debts).length > 0;

/**
 * spec 4, 9: the 30-second notice, for unseen decisions of the current month (`today` is the
 * Helsinki date, YYYY-MM-DD).
 */
export const recentUnseenVerdicts = (debts: readonly Debt[], today: string): Debt[] =>
  undeliveredVerdicts(debts).filter(
    (debt) => debt.verdictDate !== null && debt.verdictDate.slice(0, 7) === today.slice(0, 7),
  );

/** spec 9: how long the notice stays. */
export const VERDICT_NOTICE_MS = 30_000;
