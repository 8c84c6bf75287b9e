import { describe, expect, it } from 'vitest';
import { isSendingNow, STALE_CLAIM_MS } from './signing-rules';

describe('a claim on a task being sent', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    ['sending, claimed just now', 'sending', ago(0), true],
    ['sending, a millisecond before it goes stale', 'sending', ago(STALE_CLAIM_MS - 1), true],
    ['sending, exactly stale', 'sending', ago(STALE_CLAIM_MS), false],
    ['sending, an hour ago (its instance stopped)', 'sending', ago(3_600_000), false],
    ['sending without a claim time (before claims were timed)', 'sending', null, false],
    ['started', 'started', null, false],
    ['done', 'done', ago(0), false],
  ] as const)('%s: being sent now is %s', (_label, status, claimedAt, expected) => {
    expect(isSendingNow({ status, claimedAt }, now)).toBe(expected);
  });
});
