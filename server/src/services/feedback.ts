import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debts, feedback } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Clock } from '../lib/dates';
import { debtScope, type Session } from './sessions';

/** An update (the comment) is accepted this long after the save (contract, designed). */
export const FEEDBACK_UPDATE_WINDOW_MS = 60 * 60 * 1000;

export interface FeedbackSave {
  FeedbackType: number;
  OrderNr: number;
  Comment?: string | null;
  Smiley: number;
  NPS?: number | null;
}

export interface FeedbackUpdate {
  Nr: number;
  FeedbackType: number;
  OrderNr: number;
  Comment: string;
}

/** spec 4: the first smiley click saves and returns a number; the comment follows as an update. */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async save(session: Session | null, input: FeedbackSave): Promise<number> {
    if (input.OrderNr !== 0) {
      // Signed out only general feedback; signed in only about an order the session reaches.
      if (!session) throw forbidden();
      const [debt] = await this.db
        .select({ nr: debts.nr })
        .from(debts)
        .where(and(debtScope(session), eq(debts.orderNr, input.OrderNr)));
      if (!debt) throw forbidden();
    }
    const comment = input.Comment?.trim() ? input.Comment : null;
    const [row] = await this.db
      .insert(feedback)
      .values({
        feedbackType: input.FeedbackType,
        orderNr: input.OrderNr,
        comment,
        smiley: input.Smiley,
        nps: input.NPS ?? null,
        debtorNr: session?.debtorNr ?? null,
        createdAt: this.clock(),
      })
      .returning({ nr: feedback.nr });
    return row!.nr;
  }

  /**
   * Adds the comment: only within an hour of the save, only while the comment is empty, only
   * for the same type and order, and for feedback saved signed in only by the same debtor.
   * Anything else answers 404 and reveals nothing.
   */
  async update(session: Session | null, input: FeedbackUpdate): Promise<void> {
    const [row] = await this.db.select().from(feedback).where(eq(feedback.nr, input.Nr));
    const now = this.clock();
    const allowed =
      row !== undefined &&
      (row.comment === null || row.comment === '') &&
      now.getTime() - row.createdAt.getTime() < FEEDBACK_UPDATE_WINDOW_MS &&
      row.feedbackType === input.FeedbackType &&
      row.orderNr === input.OrderNr &&
      (row.debtorNr === null || row.debtorNr === session?.debtorNr);
    if (!allowed) throw notFound();
    await this.db
      .update(feedback)
      .set({ comment: input.Comment, updatedAt: now })
      .where(and(eq(feedback.nr, input.Nr)));
  }
}
