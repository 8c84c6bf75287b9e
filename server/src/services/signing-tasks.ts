/**
 * The signing-service return shared by court decisions and settlements: the task must be this
 * debtor's and of this kind (else 404), still open and not expired, and signed by the debtor's
 * own identity code. Each caller then applies its own effect of a valid signature.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { signingTasks } from '../db/schema';
import { notFound } from '../http/errors';
import type { Clock } from '../lib/dates';
import type { SigningProvider } from '../providers/types';
import type { Session } from './sessions';

export type SigningTask = typeof signingTasks.$inferSelect;

/** This debtor's task of this kind from the return's identifiers; 404 for anyone else's. */
export async function findSigningTask(
  db: Db,
  session: Session,
  kind: 'judgement' | 'reconciliation',
  requestId: string,
  taskId: string,
): Promise<SigningTask> {
  const [task] = await db
    .select()
    .from(signingTasks)
    .where(
      and(
        eq(signingTasks.requestId, requestId),
        eq(signingTasks.taskId, taskId),
        eq(signingTasks.debtorNr, session.debtorNr),
        eq(signingTasks.kind, kind),
      ),
    );
  if (!task) throw notFound();
  return task;
}

/** Closes a started task; false when it was no longer started (a racing return closed it). */
export async function finishSigningTask(
  db: Db | Tx,
  requestId: string,
  status: 'done' | 'cancelled' | 'failed',
): Promise<boolean> {
  const [row] = await db
    .update(signingTasks)
    .set({ status })
    .where(and(eq(signingTasks.requestId, requestId), eq(signingTasks.status, 'started')))
    .returning({ requestId: signingTasks.requestId });
  return Boolean(row);
}

/**
 * What the signer did with a started task: `signed` by the debtor (the caller finishes the task
 * with its own effect), `cancel` (the task is closed), or `error` for an expired or unknown task
 * or another person's signature (closed as failed).
 */
export async function checkSignature(
  db: Db,
  signing: SigningProvider,
  clock: Clock,
  task: SigningTask,
  debtorIdentityCode: string | null | undefined,
): Promise<'signed' | 'cancel' | 'error'> {
  if (task.status !== 'started' || task.expiresAt < clock()) return 'error';
  const result = await signing.result(task.requestId, task.taskId);
  if (result.outcome === 'unknown') return 'error';
  if (result.outcome === 'cancelled') {
    await finishSigningTask(db, task.requestId, 'cancelled');
    return 'cancel';
  }
  if (!debtorIdentityCode || debtorIdentityCode !== result.identityCode) {
    await finishSigningTask(db, task.requestId, 'failed');
    return 'error';
  }
  return 'signed';
}
