import { describe, expect, it } from 'vitest';
import { dueDateRefusalKey, transferResultOf } from './rules';

describe('the text of a refused due-date move (spec 8)', () => {
  it.each([
    [2, 'dueDateDenied.5', 'dueDateResult.2'],
    [3, 'dueDateDenied.5', 'dueDateResult.3'],
    [12, 'dueDateDenied.2', 'dueDateResult.12'],
    // 0 is success and 13 no code of the spec: the denied code's text is shown.
    [0, 'dueDateDenied.7', 'dueDateDenied.7'],
    [13, 'dueDateDenied.7', 'dueDateDenied.7'],
    [2.5, 'dueDateDenied.5', 'dueDateDenied.5'],
    ['4', 'dueDateDenied.5', 'dueDateDenied.5'],
    [undefined, 'dueDateDenied.8', 'dueDateDenied.8'],
    [null, null, null],
  ])('result %j with %j shows %j', (result, denied, expected) => {
    expect(dueDateRefusalKey(result, denied)).toBe(expected);
  });

  it('reads the result from a refusal body', () => {
    expect(transferResultOf({ result: 4, newDuedate: null })).toBe(4);
    expect(transferResultOf(null)).toBeUndefined();
    expect(transferResultOf('x')).toBeUndefined();
  });
});
