/** SQL of court decisions (spec 4, 7): the debts a decision covers and marking it downloaded. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debtors, debts } from '../db/schema';
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

  async markVerdictDownloaded(debtNrs: number[]): Promise<void> {
    await this.db.update(debts).set({ verdictDownloaded: true }).where(inArray(debts.nr, debtNrs));
  }
}
