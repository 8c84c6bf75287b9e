/**
 * The signing-service return shared by court decisions and settlements: the task must be this
 * debtor's and of this kind (else 404), still open and not expired, and signed by the debtor's
 * own identity code. Each caller then applies its own effect of a valid signature.
 *
 * The service's notice (the signed parameters of the browser's return, or its server-to-server
 * callback) lets the effect be applied without a session: a signature lost with a lapsed session
 * would make the debtor sign again. A notice is accepted when its signature verifies and it is
 * fresh; the task it names then decides, through the service's own answer (`result`), who signed.
 */
import type { components } from '@portal/openapi';
import { badRequest } from '../http/errors';
import type { Clock } from '../lib/dates';
import type { SigningNotice, SigningProvider } from '../providers/types';
import type { SigningTask, SigningTaskRepository } from '../repositories/signing-tasks-repository';
import type { Session } from './sessions';

export type { SigningTask } from '../repositories/signing-tasks-repository';

type S = components['schemas'];

/** Where the signing service calls the server back (the contract's `signingCallback`). */
export const SIGNING_CALLBACK_PATH = '/api/signing/callback';

/**
 * How old a notice may be. The service signs each return and each callback attempt when it
 * sends it, so a genuine one is seconds old; an older one is a replay.
 */
export const NOTICE_MAX_AGE_MS = 15 * 60 * 1000;

/** Why a notice is refused (for the log), or null when it is the service's and fresh. */
export function noticeRefusal(
  signing: SigningProvider,
  notice: SigningNotice,
  now: Date,
): 'signature' | 'stale' | null {
  if (!signing.verifyNotice(notice)) return 'signature';
  const at = Date.parse(notice.timestamp);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > NOTICE_MAX_AGE_MS) return 'stale';
  return null;
}

/** The fields of a return that name its task and carry the service's notice. */
type ReturnBody = Pick<
  S['SigningVerifyRequest'],
  'RequestId' | 'TaskId' | 'Outcome' | 'Timestamp' | 'Signature'
>;

/** The notice of a return's body, when it carries one (all of its signed fields). */
function noticeOf(body: ReturnBody): SigningNotice | null {
  if (!body.Outcome || !body.Timestamp || !body.Signature) return null;
  return {
    requestId: body.RequestId,
    taskId: body.TaskId,
    outcome: body.Outcome,
    timestamp: body.Timestamp,
    signature: body.Signature,
  };
}

/**
 * The task of a browser's return. Signed in, the task must be this debtor's (404), as before;
 * a notice, when sent, must verify. Signed out, the notice is required and must verify, and
 * the task must exist: anything else is 400 with no detail, and nothing is read further.
 */
export async function returnedTask(
  tasks: SigningTaskRepository,
  signing: SigningProvider,
  clock: Clock,
  session: Session | null,
  kind: 'judgement' | 'reconciliation',
  body: ReturnBody,
): Promise<SigningTask> {
  const notice = noticeOf(body);
  const partial = !notice && Boolean(body.Outcome || body.Timestamp || body.Signature);
  if (partial || (!session && !notice)) throw badRequest();
  if (notice && noticeRefusal(signing, notice, clock())) throw badRequest();
  if (session) return tasks.find(session, kind, body.RequestId, body.TaskId);
  const task = await tasks.findNoticed(kind, body.RequestId, body.TaskId);
  if (!task) throw badRequest();
  return task;
}

/**
 * How long after a task's signing window its outcome may still be recorded. The window
 * (`expiresAt`) bounds when the debtor signs; the outcome can reach the portal much later when
 * the portal was down meanwhile: the signing service retries its notice for about a day with
 * backoff (as the sandbox does), so an outage of hours must not lose a signature made in time.
 */
export const SIGNING_RECORD_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

function recordingClosed(task: SigningTask, now: Date): boolean {
  return task.expiresAt.getTime() + SIGNING_RECORD_GRACE_MS < now.getTime();
}

/**
 * What the signer did with a started task: `signed` by the debtor (the caller finishes the task
 * with its own effect), `cancel` (the task is closed), or `error` for an expired or unknown task
 * or another person's signature (closed as failed). A task is recorded within its signing window
 * and `SIGNING_RECORD_GRACE_MS` after it.
 */
export async function checkSignature(
  tasks: SigningTaskRepository,
  signing: SigningProvider,
  clock: Clock,
  task: SigningTask,
  debtorIdentityCode: string | null | undefined,
): Promise<'signed' | 'cancel' | 'error'> {
  if (task.status !== 'started' || recordingClosed(task, clock())) return 'error';
  const result = await signing.result(task.requestId, task.taskId);
  if (result.outcome === 'unknown') return 'error';
  if (result.outcome === 'cancelled') {
    await tasks.finish(task.requestId, 'cancelled');
    return 'cancel';
  }
  if (!debtorIdentityCode || debtorIdentityCode !== result.identityCode) {
    await tasks.finish(task.requestId, 'failed');
    return 'error';
  }
  return 'signed';
}
