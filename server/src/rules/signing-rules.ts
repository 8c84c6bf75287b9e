/**
 * Rules of signing-service tasks (court decisions and settlements) that the services and the
 * repository share.
 */

/**
 * A task taken for its effect (`sending`: a court decision being made and e-mailed) is held this
 * long. Sending takes seconds; a claim older than this was left by an instance that stopped
 * mid-way, and the next return or callback takes it again, so the decision is still sent.
 */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Whether a task is being sent by a live instance right now (its claim is fresh). */
export function isSendingNow(task: { status: string; claimedAt: Date | null }, now: Date): boolean {
  return (
    task.status === 'sending' &&
    task.claimedAt !== null &&
    now.getTime() - task.claimedAt.getTime() < STALE_CLAIM_MS
  );
}
