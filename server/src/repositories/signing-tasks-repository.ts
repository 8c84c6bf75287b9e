/** SQL of signing-service tasks (court decisions and settlements): finding and closing one. */
import { and, eq, lt, or } from 'drizzle-orm';
import { STALE_CLAIM_MS } from '../rules/signing-rules';
import type { Db, Tx } from '../db/client';
import { signingTasks } from '../db/schema';
import { notFound } from '../http/errors';
import type { Session } from '../rules/session';

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

/**
 * The task a signing service's signed notice names, whoever's it is (the notice's signature is
 * the authentication, not a session); undefined when there is none of this kind.
 */
export async function findNoticedTask(
  db: Db,
  kind: 'judgement' | 'reconciliation' | null,
  requestId: string,
  taskId: string,
): Promise<SigningTask | undefined> {
  const [task] = await db
    .select()
    .from(signingTasks)
    .where(
      and(
        eq(signingTasks.requestId, requestId),
        eq(signingTasks.taskId, taskId),
        kind ? eq(signingTasks.kind, kind) : undefined,
      ),
    );
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

/** The signing tasks of court decisions and settlements, for the services. */
export class SigningTaskRepository {
  constructor(private readonly db: Db) {}

  /** Records a started task. */
  async insert(values: typeof signingTasks.$inferInsert): Promise<void> {
    await this.db.insert(signingTasks).values(values);
  }

  /** This debtor's task of this kind from the return's identifiers; 404 for anyone else's. */
  find(
    session: Session,
    kind: 'judgement' | 'reconciliation',
    requestId: string,
    taskId: string,
  ): Promise<SigningTask> {
    return findSigningTask(this.db, session, kind, requestId, taskId);
  }

  /** The task a verified notice names, of this kind (any kind when null), whoever's it is. */
  findNoticed(
    kind: 'judgement' | 'reconciliation' | null,
    requestId: string,
    taskId: string,
  ): Promise<SigningTask | undefined> {
    return findNoticedTask(this.db, kind, requestId, taskId);
  }

  /** Closes a started task; false when it was no longer started. */
  finish(requestId: string, status: 'done' | 'cancelled' | 'failed'): Promise<boolean> {
    return finishSigningTask(this.db, requestId, status);
  }

  /**
   * Takes a started task for its effect (`sending`): only one of racing returns and callbacks
   * gets true. A task left `sending` longer than `STALE_CLAIM_MS` (its instance stopped mid-way)
   * is taken again. `release` gives it back when the effect failed, so that a retry can apply it.
   */
  async claim(requestId: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .update(signingTasks)
      .set({ status: 'sending', claimedAt: now })
      .where(
        and(
          eq(signingTasks.requestId, requestId),
          or(
            eq(signingTasks.status, 'started'),
            // Left by an instance that stopped while sending: taken again.
            and(
              eq(signingTasks.status, 'sending'),
              lt(signingTasks.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
            ),
          ),
        ),
      )
      .returning({ requestId: signingTasks.requestId });
    return Boolean(row);
  }

  async release(requestId: string): Promise<void> {
    await this.db
      .update(signingTasks)
      .set({ status: 'started' })
      .where(and(eq(signingTasks.requestId, requestId), eq(signingTasks.status, 'sending')));
  }
}
