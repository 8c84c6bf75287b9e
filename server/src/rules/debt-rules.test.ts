import { describe, expect, it } from 'vitest';
import { debtStateInfo, jointPlanPossible, reclamationAllowed } from './debt-rules';

describe('debt rules', () => {
  it('marks 8, 9 and 10 ended and sorts distraint and court first', () => {
    expect([8, 9, 10].map((s) => debtStateInfo(s).ended)).toEqual([true, true, true]);
    expect([1, 2, 3, 4, 5, 6, 7, 11, 12].some((s) => debtStateInfo(s).ended)).toBe(false);
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].sort(
      (a, b) => debtStateInfo(a).order - debtStateInfo(b).order,
    );
    expect(sorted.slice(0, 2)).toEqual([5, 4]);
    expect(sorted.slice(-3)).toEqual([8, 9, 10]);
    expect(() => debtStateInfo(13)).toThrow();
  });
  it('blocks reclamation in court whatever the flag', () => {
    expect(reclamationAllowed(4, true)).toBe(false);
    expect(reclamationAllowed(3, true)).toBe(true);
    expect(reclamationAllowed(3, false)).toBe(false);
  });
  it('needs two open debts without a plan that allow one for a joint plan', () => {
    const open = { ended: false, hasPlan: false, planAllowed: true };
    expect(jointPlanPossible([open, open])).toBe(true);
    expect(jointPlanPossible([open, { ...open, hasPlan: true }])).toBe(false);
    expect(jointPlanPossible([open, { ...open, ended: true }])).toBe(false);
    expect(jointPlanPossible([open, { ...open, planAllowed: false }, open])).toBe(true);
  });
});
