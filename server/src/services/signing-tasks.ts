/**
 * The signing-service return shared by court decisions and settlements: the task must be this
 * debtor's and of this kind (else 404), still open and not expired, and signed by the debtor's
 * own identity code. Each caller then applies its own effect of a valid signature.
 */
import type { Clock } from '../lib/dates';
import type { SigningProvider } from '../providers/types';
import type { SigningTask, SigningTaskRepository } from '../repositories/signing-tasks-repository';

export type { SigningTask } from '../repositories/signing-tasks-repository';

/**
 * What the signer did with a started task: `signed` by the debtor (the caller finishes the task
 * with its own effect), `cancel` (the task is closed), or `error` for an expired or unknown task
 * or another person's signature (closed as failed).
 */
export async function checkSignature(
  tasks: SigningTaskRepository,
  signing: SigningProvider,
  clock: Clock,
  task: SigningTask,
  debtorIdentityCode: string | null | undefined,
): Promise<'signed' | 'cancel' | 'error'> {
  if (task.status !== 'started' || task.expiresAt < clock()) return 'error';
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
