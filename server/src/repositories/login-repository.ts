/**
 * SQL of logging in (spec 2): the case a letter's number or a link's token names, the debtor a
 * business ID or identity code names, strong-authentication flows and the audit of attempts.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authRequests, debtors, debts, loginAttempts, loginTokens } from '../db/schema';
import { openStateSql } from './debtor-snapshot-sql';

export type AuthRequestRow = typeof authRequests.$inferSelect;

export class LoginRepository {
  constructor(private readonly db: Db) {}

  /** The debt of a case number with its online ID's hash. */
  async debtOfCase(orderNr: number) {
    const [debt] = await this.db
      .select({
        nr: debts.nr,
        debtorNr: debts.debtorNr,
        state: debts.state,
        hash: debts.onlineIdHash,
      })
      .from(debts)
      .where(eq(debts.orderNr, orderNr));
    return debt;
  }

  /** The debt a login link's token (by its hash) names, while the token is valid at `now`. */
  async debtOfToken(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ debtNr: debts.nr, debtorNr: debts.debtorNr, state: debts.state })
      .from(loginTokens)
      .innerJoin(debts, eq(debts.nr, loginTokens.debtNr))
      .where(and(eq(loginTokens.tokenHash, tokenHash), gt(loginTokens.expiresAt, now)));
    return row;
  }

  async businessIdOf(debtorNr: number) {
    const [debtor] = await this.db
      .select({ nr: debtors.nr, isCompany: debtors.isCompany, businessId: debtors.businessId })
      .from(debtors)
      .where(eq(debtors.nr, debtorNr));
    return debtor;
  }

  /** The private person with this identity code. */
  async personByIdentityCode(identityCode: string) {
    const [debtor] = await this.db
      .select({ nr: debtors.nr })
      .from(debtors)
      .where(and(eq(debtors.identityCode, identityCode), eq(debtors.isCompany, false)));
    return debtor;
  }

  async openDebtCount(debtorNr: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debts)
      .where(and(eq(debts.debtorNr, debtorNr), openStateSql(debts.state)));
    return Number(row?.n ?? 0);
  }

  /** Removes flows expired by `now` and those used before `usedBefore`. */
  async deleteStaleAuthRequests(now: Date, usedBefore: Date): Promise<void> {
    await this.db
      .delete(authRequests)
      .where(or(lt(authRequests.expiresAt, now), lt(authRequests.usedAt, usedBefore)));
  }

  async insertAuthRequest(values: typeof authRequests.$inferInsert): Promise<void> {
    await this.db.insert(authRequests).values(values);
  }

  /** Marks the unused, unexpired flow of a state (by its hash) used at `now`; answers it. */
  async consumeAuthRequest(stateHash: string, now: Date): Promise<AuthRequestRow | undefined> {
    const [row] = await this.db
      .update(authRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(authRequests.stateHash, stateHash),
          isNull(authRequests.usedAt),
          gt(authRequests.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async insertAttempt(values: typeof loginAttempts.$inferInsert): Promise<void> {
    await this.db.insert(loginAttempts).values(values);
  }
}
