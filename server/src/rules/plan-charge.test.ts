import { describe, expect, it } from 'vitest';
import { writtenPlanCharge } from './plan-charge';

describe('writtenPlanCharge (Debt Collection Act 10 a-c)', () => {
  it.each([
    // principal, installments, charged before, amount, legal maximum, chargeable plans
    [100_00, 12, 0, 20_00, 20_00, 1],
    [100_00, 12, 1, 0, 20_00, 1],
    [100_01, 4, 0, 20_00, 20_00, 2],
    [100_01, 5, 0, 30_00, 30_00, 2],
    [1_000_00, 5, 1, 30_00, 30_00, 2],
    [1_000_00, 5, 2, 0, 30_00, 2],
    [1_000_01, 5, 0, 50_00, 50_00, 2],
    [1_000_01, 4, 0, 20_00, 20_00, 2],
    [5_000_00, 36, 1, 50_00, 50_00, 2],
  ])(
    'principal %i c, %i installments, %i charged before: %i c (max %i, %i plans)',
    (principalCents, installmentCount, chargedPlansBefore, amount, maximum, plans) => {
      expect(
        writtenPlanCharge({
          principalCents,
          installmentCount,
          chargedPlansBefore,
          isCompany: false,
        }),
      ).toEqual({ amountCents: amount, legalMaximumCents: maximum, chargeablePlans: plans });
    },
  );

  it('charges companies nothing under the consumer caps', () => {
    expect(
      writtenPlanCharge({
        principalCents: 5_000_00,
        installmentCount: 12,
        chargedPlansBefore: 0,
        isCompany: true,
      }),
    ).toBeNull();
  });
});
