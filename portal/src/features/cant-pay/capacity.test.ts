import { describe, expect, it } from 'vitest';
import { cents } from '@portal/openapi';
import { enforcementTake, paymentCapacity, planAmountFor } from './capacity';
import { protectedAmountsFor } from './protected-amount';

const y2025 = protectedAmountsFor(2025);
/** 2025, nobody supported: 30 × 32,88 € = 986,40 €. */
const P = 98640;

describe('what enforcement could take (Enforcement Code 4:49), 2025, nobody supported', () => {
  it.each([
    ['income 0', 0, 'protected', 0],
    ['just under the protected amount', P - 1, 'protected', 0],
    ['at the protected amount', P, 'protected', 0],
    ['a cent over it: two thirds of a cent, rounded down', P + 1, 'twoThirds', 0],
    ['three cents over it', P + 3, 'twoThirds', 2],
    ['between: two thirds of the part over it, less than a third', 150000, 'twoThirds', 34240],
    ['at twice the protected amount (both rules agree)', 2 * P, 'twoThirds', 65760],
    ['a cent over twice: a third of the income', 2 * P + 1, 'oneThird', 65760],
    ['at four times', 4 * P, 'oneThird', 131520],
    ['a cent over four times', 4 * P + 1, 'high', 131520],
    ['over four times: a third of 4P and four fifths of the rest', 500000, 'high', 215872],
    ['where the rule meets half of the income', (56 * P) / 9, 'high', (28 * P) / 9],
    ['above that: never more than half', 700000, 'high', 350000],
  ] as const)('%s', (_name, income, rule, cents) => {
    expect(enforcementTake(income, P)).toEqual({ rule, cents });
  });

  it('never takes more than the income leaves above the protected amount', () => {
    for (let income = 0; income <= 10 * P; income += 1237) {
      const { cents } = enforcementTake(income, P);
      expect(cents).toBeGreaterThanOrEqual(0);
      expect(income - cents).toBeGreaterThanOrEqual(Math.min(income, P));
      expect(cents).toBeLessThanOrEqual(Math.floor(income / 2));
    }
  });

  it('takes more the more the income (never less for a higher income)', () => {
    let last = 0;
    for (let income = 0; income <= 8 * P; income += 311) {
      const { cents } = enforcementTake(income, P);
      expect(cents).toBeGreaterThanOrEqual(last);
      last = cents;
    }
  });
});

describe('the payment capacity', () => {
  it('protects each person supported: 2025, two children, 1 800,00 € a month', () => {
    const capacity = paymentCapacity(
      { incomeCents: cents(180000), dependants: 2, housingCents: null },
      y2025,
    );
    expect(capacity).toEqual({
      protectedCents: 156300,
      rule: 'twoThirds',
      // 2/3 × (1 800,00 − 1 563,00) = 158,00
      enforcementTakesCents: 15800,
      enforcementLeavesCents: 164200,
      affordableCents: 15800,
    });
  });

  it('rounds the affordable amount down to whole euros', () => {
    const capacity = paymentCapacity(
      { incomeCents: cents(150000), dependants: 0, housingCents: null },
      y2025,
    );
    expect(capacity.enforcementTakesCents).toBe(34240);
    expect(capacity.affordableCents).toBe(34200);
  });

  it.each([
    ['no housing costs given: what enforcement could take', null, 34200],
    ['small housing costs: still what enforcement could take', 10000, 34200],
    ['housing costs leave less: what is left after them', 40000, 11300],
    ['housing costs take everything above the protected amount: nothing', 60000, 0],
  ] as const)('%s', (_name, housingCents, affordable) => {
    const capacity = paymentCapacity(
      {
        incomeCents: cents(150000),
        dependants: 0,
        housingCents: housingCents === null ? null : cents(housingCents),
      },
      y2025,
    );
    expect(capacity.affordableCents).toBe(affordable);
    // What enforcement would do does not depend on housing costs.
    expect(capacity.enforcementTakesCents).toBe(34240);
  });

  it('leaves everything and affords nothing at or under the protected amount', () => {
    const capacity = paymentCapacity(
      { incomeCents: cents(P), dependants: 0, housingCents: cents(0) },
      y2025,
    );
    expect(capacity).toMatchObject({
      rule: 'protected',
      enforcementTakesCents: 0,
      enforcementLeavesCents: P,
      affordableCents: 0,
    });
  });
});

describe('a plan of the affordable size', () => {
  it.each([
    ['fits between the minimum and the total', 15000, 5000, 100000, 15000, 'fits'],
    ['at the minimum', 5000, 5000, 100000, 5000, 'fits'],
    ['below the minimum: the minimum', 4900, 5000, 100000, 5000, 'belowMinimum'],
    ['nothing affordable: the minimum', 0, 5000, 100000, 5000, 'belowMinimum'],
    ['above what is left: the whole debt', 120000, 5000, 100000, 100000, 'aboveTotal'],
    ['a minimum above the total: the total', 0, 5000, 3000, 3000, 'belowMinimum'],
  ] as const)('%s', (_name, affordable, minimum, total, amount, fit) => {
    expect(planAmountFor(cents(affordable), cents(minimum), cents(total))).toEqual({
      amountCents: amount,
      fit,
    });
  });
});
