import { describe, expect, it } from 'vitest';
import { cents } from '@portal/openapi/money';
import {
  balanceSchedule,
  linePath,
  nearestMonth,
  niceTicks,
  scales,
  shares,
} from './chart-geometry';

describe('balanceSchedule', () => {
  it.each([
    { total: 10000, instalment: 4000, expected: [10000, 6000, 2000, 0] },
    { total: 12000, instalment: 4000, expected: [12000, 8000, 4000, 0] },
    { total: 500, instalment: 4000, expected: [500, 0] },
    { total: 0, instalment: 4000, expected: [0] },
    { total: 10000, instalment: 0, expected: [10000] },
    { total: 10000, instalment: -5, expected: [10000] },
  ])('$total in instalments of $instalment', ({ total, instalment, expected }) => {
    expect(balanceSchedule(cents(total), cents(instalment))).toEqual(expected);
  });
});

describe('niceTicks', () => {
  it.each([
    { max: 104000, ticks: [0, 30000, 60000, 90000, 120000] },
    { max: 32580, ticks: [0, 10000, 20000, 30000, 40000] },
    { max: 100000, ticks: [0, 25000, 50000, 75000, 100000] },
    { max: 7, ticks: [0, 2, 4, 6, 8] },
    { max: 0, ticks: [0] },
  ])('covers $max', ({ max, ticks }) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('never gives more than maxTicks steps and always reaches the maximum', () => {
    for (const max of [1, 99, 101, 999, 12345, 250001, 9999999]) {
      const ticks = niceTicks(max, 4);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('scales', () => {
  const box = { width: 300, height: 200, left: 50, right: 10, top: 10, bottom: 30 };
  it('maps month 0 to the left edge and the last month to the right edge', () => {
    const { x } = scales(box, 12, 1000);
    expect(x(0)).toBe(50);
    expect(x(12)).toBe(290);
    expect(x(6)).toBe(170);
  });
  it('maps 0 to the bottom and the top amount to the top', () => {
    const { y } = scales(box, 12, 1000);
    expect(y(0)).toBe(170);
    expect(y(1000)).toBe(10);
    expect(y(500)).toBe(90);
  });
});

describe('linePath', () => {
  it('moves to the first point and draws lines to the rest', () => {
    expect(
      linePath([
        [0, 0],
        [10.04, 5.26],
      ]),
    ).toBe('M0 0 L10 5.3');
  });
});

describe('shares', () => {
  it.each([
    { parts: [1, 1, 1], expected: [33.4, 33.3, 33.3] },
    { parts: [30000, 2580, 0, 0], expected: [92.1, 7.9, 0, 0] },
    { parts: [0, 0], expected: [0, 0] },
    { parts: [-5, 10], expected: [0, 100] },
  ])('$parts', ({ parts, expected }) => {
    const result = shares(parts);
    expect(result).toEqual(expected);
    if (expected.some((v) => v > 0)) {
      expect(Math.round(result.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
    }
  });
});

describe('nearestMonth', () => {
  const box = { width: 300, height: 200, left: 50, right: 10, top: 10, bottom: 30 };
  it.each([
    { x: 0, month: 0 },
    { x: 50, month: 0 },
    { x: 175, month: 6 },
    { x: 290, month: 12 },
    { x: 400, month: 12 },
  ])('x $x is month $month', ({ x, month }) => {
    expect(nearestMonth(box, 12, x)).toBe(month);
  });
});
