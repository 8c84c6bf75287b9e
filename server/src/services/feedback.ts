import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound } from '../http/errors';
import type { Clock } from '../lib/dates';
import type { FeedbackRepository } from '../repositories/feedback-repository';
import type { Session } from './sessions';

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
  Token: string;
  FeedbackType: number;
  OrderNr: number;
  Comment: string;
}

/**
 * spec 4: the first smiley click saves and returns a token; the comment follows as an update that
 * presents it. The token is the feedback's number and a MAC of it under a server key, so it
 * cannot be guessed from the (sequential) number and needs no column of its own.
 */
export class FeedbackService {
  private readonly key: Buffer;

  constructor(
    private readonly repository: FeedbackRepository,
    private readonly clock: Clock,
    tokenSecret: Uint8Array,
  ) {
    this.key = createHmac('sha256', tokenSecret).update('feedback-update-token').digest();
  }

  private mac(nr: number): string {
    return createHmac('sha256', this.key).update(`feedback ${nr}`).digest('base64url');
  }

  /** The token an update must present for feedback `nr`. */
  tokenFor(nr: number): string {
    return `${nr}.${this.mac(nr)}`;
  }

  /** The feedback number a token names, or null when it is not one this server issued. */
  private numberOf(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const nr = Number(match[1]);
    if (nr > 2_147_483_647) return null;
    const expected = Buffer.from(this.mac(nr));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nr : null;
  }

  async save(session: Session | null, input: FeedbackSave): Promise<string> {
    if (input.OrderNr !== 0) {
      // Signed out only general feedback; signed in only about an order the session reaches.
      if (!session) throw forbidden();
      if (!(await this.repository.reachesOrder(session, input.OrderNr))) throw forbidden();
    }
    const comment = input.Comment?.trim() ? input.Comment : null;
    const nr = await this.repository.insert({
      feedbackType: input.FeedbackType,
      orderNr: input.OrderNr,
      comment,
      smiley: input.Smiley,
      nps: input.NPS ?? null,
      debtorNr: session?.debtorNr ?? null,
      createdAt: this.clock(),
    });
    return this.tokenFor(nr);
  }

  /**
   * Adds the comment: only within an hour of the save, only while the comment is empty, only
   * for the same type and order, and for feedback saved signed in only by the same debtor.
   * Anything else answers 404 and reveals nothing.
   */
  async update(session: Session | null, input: FeedbackUpdate): Promise<void> {
    const nr = this.numberOf(input.Token);
    if (nr === null) throw notFound();
    const row = await this.repository.byNr(nr);
    const now = this.clock();
    const allowed =
      row !== undefined &&
      (row.comment === null || row.comment === '') &&
      now.getTime() - row.createdAt.getTime() < FEEDBACK_UPDATE_WINDOW_MS &&
      row.feedbackType === input.FeedbackType &&
      row.orderNr === input.OrderNr &&
      (row.debtorNr === null || row.debtorNr === session?.debtorNr);
    if (!allowed) throw notFound();
    await this.repository.setComment(nr, input.Comment, now);
  }
}
