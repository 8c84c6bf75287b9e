/** SQL of feedback (spec 4): the smiley's save and the comment's update. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debts, feedback } from '../db/schema';
import type { Session } from '../rules/session';
import { debtScope } from './debt-scope';

export type FeedbackRow = typeof feedback.$inferSelect;

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  /** Whether the session reaches a debt of this order. */
  async reachesOrder(session: Session, orderNr: number): Promise<boolean> {
    const [debt] = await this.db
      .select({ nr: debts.nr })
      .from(debts)
      .where(and(debtScope(session), eq(debts.orderNr, orderNr)));
    return debt !== undefined;
  }

  /** Saves a feedback; answers its number. */
  async insert(values: typeof feedback.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(feedback).values(values).returning({ nr: feedback.nr });
    return row!.nr;
  }

  async byNr(nr: number): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.select().from(feedback).where(eq(feedback.nr, nr));
    return row;
  }

  async setComment(nr: number, comment: string, now: Date): Promise<void> {
    await this.db
      .update(feedback)
      .set({ comment, updatedAt: now })
      .where(and(eq(feedback.nr, nr)));
  }
}
