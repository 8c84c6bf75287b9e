import { type Clock, dayjs, TIME_ZONE } from '../lib/dates';
import { MAX_ATTACHMENT_BYTES } from '../http/uploads';
import { type HttpError, tooManyRequests } from '../http/errors';
import type { UploadQuotaRepository } from '../repositories/upload-quota-repository';

/**
 * A debtor's attachments per calendar day in Finland (docs/security.md, checklist 12): at most
 * ten requests that carry attachments (reclamations and contact requests) and 100 MB in all,
 * that is five full 20 MB requests. A real dispute needs one or two. Counted from what is
 * stored, so it holds across instances and restarts; two requests already in flight (the
 * per-session limit) may finish past it.
 */
export const DAILY_UPLOAD_REQUESTS = 10;
export const DAILY_UPLOAD_BYTES = 100_000_000;
/** "Today's limit for attachments is used up…" (translations: error.attachment.3). */
export const UPLOAD_QUOTA_ERROR = 'error.attachment.3';

export interface UploadAllowance {
  requests: number;
  bytes: number;
}

export class UploadQuota {
  constructor(
    private readonly repository: UploadQuotaRepository,
    private readonly clock: Clock,
  ) {}

  /** What the debtor has stored today (since midnight in Helsinki). */
  async usedToday(debtorNr: number): Promise<UploadAllowance> {
    const since = dayjs(this.clock()).tz(TIME_ZONE).startOf('day').toDate().toISOString();
    return this.repository.storedSince(debtorNr, since);
  }

  /**
   * Before the body is read: the most this request's files may hold (the per-request 20 MB, less
   * when less of the day's bytes is left, none when the day's requests are used up), and the
   * 429 to answer when they hold more. A request without files is never refused: the debtor
   * can still write to us.
   */
  async allowance(debtorNr: number): Promise<{ maxBytes: number; error: HttpError }> {
    const used = await this.usedToday(debtorNr);
    const bytesLeft = Math.max(0, DAILY_UPLOAD_BYTES - used.bytes);
    return {
      maxBytes:
        used.requests >= DAILY_UPLOAD_REQUESTS ? 0 : Math.min(MAX_ATTACHMENT_BYTES, bytesLeft),
      error: tooManyRequests(secondsToMidnight(this.clock()), UPLOAD_QUOTA_ERROR),
    };
  }
}

function secondsToMidnight(now: Date): number {
  const midnight = dayjs(now).tz(TIME_ZONE).add(1, 'day').startOf('day');
  return Math.max(1, midnight.diff(dayjs(now), 'second'));
}
