/**
 * The signing service's server-to-server callback: its signed notice records a settlement
 * signature or a court decision's identification whatever the debtor's browser or session does.
 * The same effect as the browser's return, applied once by whichever comes first.
 */
import type { components } from '@portal/openapi';
import type { Clock } from '../lib/dates';
import type { SigningProvider } from '../providers/types';
import type { SigningTaskRepository } from '../repositories/signing-tasks-repository';
import { isSendingNow } from '../rules/signing-rules';
import { noticeRefusal, type SigningTask } from './signing-tasks';

type S = components['schemas'];

/** Applies a task's signature (the court-decision and settlement services). */
interface RecordsSignature {
  record(task: SigningTask): Promise<S['SigningVerifyResult']>;
}

/** A callback received (with what it did), or why it was refused (for the log). */
export type NoticeOutcome =
  | { ok: true; result: S['SigningVerifyResult'] }
  | { ok: false; reason: 'signature' | 'stale' | 'unknown' }
  /** Another instance is sending the decision right now: the service should call again. */
  | { ok: false; reason: 'inProgress' };

export class SigningNoticeService {
  constructor(
    private readonly tasks: SigningTaskRepository,
    private readonly signing: SigningProvider,
    private readonly clock: Clock,
    private readonly judgement: RecordsSignature,
    private readonly reconciliation: RecordsSignature,
  ) {}

  async callback(body: S['SigningCallbackRequest']): Promise<NoticeOutcome> {
    const refusal = noticeRefusal(this.signing, body, this.clock());
    if (refusal) return { ok: false, reason: refusal };
    const task = await this.tasks.findNoticed(null, body.requestId, body.taskId);
    if (!task) return { ok: false, reason: 'unknown' };
    // Answered as received only once the effect is done: a callback that came while another
    // instance sends is told to come again, so a send cut short by a stopped instance is retried.
    if (isSendingNow(task, this.clock())) return { ok: false, reason: 'inProgress' };
    const service = task.kind === 'judgement' ? this.judgement : this.reconciliation;
    return { ok: true, result: await service.record(task) };
  }
}
