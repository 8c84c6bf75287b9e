/**
 * Pure geometry of the charts: the balance of a plan month by month, a y axis with round ticks,
 * and the shares of a whole. Integer cents in, pixels out; nothing here knows of React.
 */
import { cents, type Cents } from '@portal/openapi/money';

/**
 * The balance at the start and after each monthly instalment until nothing is left:
 * [total, total - i, ..., 0]. The last instalment is what remains. An instalment of 0 (or less)
 * gives just the start, so a caller cannot loop for ever.
 */
export function balanceSchedule(totalCents: Cents, instalmentCents: Cents): Cents[] {
  let left = Math.max(0, totalCents);
  const balances = [cents(left)];
  if (instalmentCents <= 0) return balances;
  while (left > 0) {
    left = Math.max(0, left - instalmentCents);
    balances.push(cents(left));
  }
  return balances;
}

/**
 * A "nice" top for the y axis and its ticks, in cents: the smallest 1, 2, 2.5, 3, 4, 5, 6 or 8 × 10^n step
 * that covers `maxCents` in at most `maxTicks` steps. Ticks start at 0 and end at the top.
 */
export function niceTicks(maxCents: number, maxTicks = 4): number[] {
  if (maxCents <= 0) return [0];
  const rough = maxCents / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 3, 4, 5, 6, 8, 10]
    .map((m) => m * power)
    .find((s) => s * maxTicks >= maxCents)!;
  const wholeStep = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let value = 0; value < maxCents + wholeStep; value += wholeStep) {
    ticks.push(value);
    if (value >= maxCents) break;
  }
  return ticks;
}

export interface PlotBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** x of month `index` of `months` (0 = now) and y of an amount, inside the plot box. */
export function scales(box: PlotBox, months: number, topCents: number) {
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  return {
    x: (index: number) => box.left + (months <= 0 ? 0 : (index / months) * innerWidth),
    y: (cents: number) =>
      box.top + innerHeight - (topCents <= 0 ? 0 : (cents / topCents) * innerHeight),
  };
}

/** An SVG path through the points, rounded to tenths of a pixel. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points
    .map(
      ([x, y], i) => `${i === 0 ? 'M' : 'L'}${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`,
    )
    .join(' ');
}

/**
 * Shares of a whole in percent, rounded so that they add up to exactly 100 (largest remainder),
 * for the widths of a stacked bar. Zero and negative parts get 0.
 */
export function shares(parts: readonly number[]): number[] {
  const positive = parts.map((p) => Math.max(0, p));
  const total = positive.reduce((a, b) => a + b, 0);
  if (total === 0) return parts.map(() => 0);
  const tenths = positive.map((p) => (p / total) * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    if (positive[index] === 0) continue;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors.map((t) => t / 10);
}

/** The month nearest to an x position in the plot (pointer to keyboard cursor). */
export function nearestMonth(box: PlotBox, months: number, x: number): number {
  const innerWidth = box.width - box.left - box.right;
  if (months <= 0 || innerWidth <= 0) return 0;
  const index = Math.round(((x - box.left) / innerWidth) * months);
  return Math.min(months, Math.max(0, index));
}
