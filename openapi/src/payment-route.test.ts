import { describe, expect, it } from 'vitest';
import { isPaidInPortal, paymentRoute, type PaymentRoute } from './payment-route';

describe('where a debt is paid, by state (spec 4)', () => {
  it.each<[number, boolean, PaymentRoute]>([
    [1, false, 'portal'], // in billing
    [2, false, 'portal'], // in reminding
    [3, false, 'portal'], // in collection
    [4, false, 'portal'], // in court
    [5, false, 'portal'], // in distraint: paid here, the enforcement authority is told
    [6, false, 'restructuringProgramme'], // debt restructuring: only under the programme
    [7, false, 'portal'], // bankruptcy supervision
    [8, true, 'ended'], // paid
    [9, true, 'ended'], // ended
    [10, true, 'ended'], // groundless
    [11, false, 'portal'], // settlement
    [12, false, 'portal'], // complained
    [6, true, 'ended'], // an ended restructuring debt has nothing to pay either
  ])('state %i (ended %s) is paid: %s', (state, ended, route) => {
    expect(paymentRoute(state, ended)).toBe(route);
    expect(isPaidInPortal(state, ended)).toBe(route === 'portal');
  });
});
