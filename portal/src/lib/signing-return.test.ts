import { describe, expect, it } from 'vitest';
import { signingReturnOf, verifyBodyOf } from './signing-return';

const SIGNATURE = 'b'.repeat(64);

describe('the signing service return', () => {
  it('reads the ids and the whole signed notice', () => {
    const ids = signingReturnOf(
      new URLSearchParams(
        `requestId=r1&taskId=t1&outcome=signed&timestamp=2026-11-28T10:00:00.000Z&signature=${SIGNATURE}`,
      ),
    );
    expect(ids).toEqual({
      requestId: 'r1',
      taskId: 't1',
      notice: { outcome: 'signed', timestamp: '2026-11-28T10:00:00.000Z', signature: SIGNATURE },
    });
    expect(verifyBodyOf(ids!)).toEqual({
      RequestId: 'r1',
      TaskId: 't1',
      Outcome: 'signed',
      Timestamp: '2026-11-28T10:00:00.000Z',
      Signature: SIGNATURE,
    });
  });

  it('keeps no part of a notice that is incomplete or names another outcome', () => {
    for (const query of [
      'requestId=r1&taskId=t1',
      `requestId=r1&taskId=t1&outcome=signed&signature=${SIGNATURE}`,
      `requestId=r1&taskId=t1&outcome=maybe&timestamp=x&signature=${SIGNATURE}`,
    ]) {
      const ids = signingReturnOf(new URLSearchParams(query));
      expect(ids).toEqual({ requestId: 'r1', taskId: 't1' });
      expect(verifyBodyOf(ids!)).toEqual({ RequestId: 'r1', TaskId: 't1' });
    }
  });

  it('is no return without both ids', () => {
    expect(signingReturnOf(new URLSearchParams('requestId=r1'))).toBeNull();
    expect(signingReturnOf(new URLSearchParams('taskId=t1&outcome=signed'))).toBeNull();
  });
});
