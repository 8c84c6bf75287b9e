import { describe, expect, it } from 'vitest';
import { alternativeAmounts, saveVersusOriginal } from './plan-alternatives';

describe('alternativeAmounts (spec 5, banditRating 2)', () => {
  it.each([
    // chosen, left, expected [20 %, 30 %] amounts in euros (null: not offered)
    ['both offered, rounded up to tens', 50_00, 1_000_00, [60_00, 70_00]],
    ['an exact multiple of ten stays', 100_00, 1_000_00, [120_00, 130_00]],
    ['cents round up', 41_00, 1_000_00, [50_00, 60_00]],
    ['equal after rounding: the 30 % one is raised by 10', 10_00, 1_000_00, [20_00, 30_00]],
    ['equal, and raising it exceeds what is left: dropped', 10_00, 25_00, [20_00]],
    ['the 30 % one above what is left is skipped', 80_00, 100_00, [100_00]],
    ['both above what is left', 95_00, 100_00, []],
    ['exactly what is left is offered', 75_00, 100_00, [90_00, 100_00]],
    ['nothing chosen', 0, 1_000_00, []],
  ])('%s', (_name, chosen, left, expected) => {
    expect(alternativeAmounts(chosen, left).map((a) => a.amountCents)).toEqual(expected);
  });

  it('labels each alternative with its increase', () => {
    expect(alternativeAmounts(50_00, 1_000_00)).toEqual([
      { percentageIncrease: 20, amountCents: 60_00 },
      { percentageIncrease: 30, amountCents: 70_00 },
    ]);
  });
});

describe('saveVersusOriginal', () => {
  it('is the interest and costs the shorter plan does not pay', () => {
    expect(
      saveVersusOriginal(
        { totalInterestCents: 40_00, totalCostCents: 30_00 },
        { totalInterestCents: 25_50, totalCostCents: 30_00 },
      ),
    ).toBe(14_50);
  });
  it('is never negative', () => {
    expect(
      saveVersusOriginal(
        { totalInterestCents: 10_00, totalCostCents: 20_00 },
        { totalInterestCents: 10_00, totalCostCents: 30_00 },
      ),
    ).toBe(0);
  });
});
