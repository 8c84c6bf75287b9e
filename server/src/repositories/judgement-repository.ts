/** SQL of court decisions (spec 4, 7): the debts a decision covers and marking it downloaded. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debtors, debts, signingTasks } from '../db/schema';
import type { Session } from '../rules/session';
import { debtScope } from './debt-scope';
import type { DebtRow } from './debtor-rows';

export class JudgementRepository {
  constructor(private readonly db: Db) {}

  /** The debts of these orders that the session reaches. */
  async debtsOfOrders(session: Session, orderNrs: number[]): Promise<DebtRow[]> {
    return this.db
      .select()
      .from(debts)
      .where(and(debtScope(session), inArray(debts.orderNr, orderNrs)));
  }

  async debtsByNr(debtNrs: number[]): Promise<DebtRow[]> {
    return this.db.select().from(debts).where(inArray(debts.nr, debtNrs));
  }

  async identityCode(debtorNr: number): Promise<string | null | undefined> {
    const [debtor] = await this.db
      .select({ identityCode: debtors.identityCode })
      .from(debtors)
      .where(eq(debtors.nr, debtorNr));
    return debtor?.identityCode;
  }

  /**
   * The decision was sent: its claimed task is done and its debts marked downloaded, both in one
   * transaction, or neither when the task was no longer the claimed one.
   */
  async markSent(requestId: string, debtNrs: number[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(signingTasks)
        .set({ status: 'done' })
        .where(and(eq(signingTasks.requestId, requestId), eq(signingTasks.status, 'sending')))
        .returning({ requestId: signingTasks.requestId });
      if (!row) return false;
      await tx.update(debts).set({ verdictDownloaded: true }).where(inArray(debts.nr, debtNrs));
      return true;
    });
  }
}
