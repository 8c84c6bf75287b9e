import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cents, type Cents } from '@portal/openapi/money';
import { linePath, nearestMonth, niceTicks, scales, type PlotBox } from './chart-geometry';
import { ChartData, type ChartDataTexts } from './ChartData';
import { ChartRoot, ChartTitle, Hint, Legend, LegendItem, Plot, Readout } from './Chart.styles';

/** One line of the chart: a plan's balance month by month. */
export interface BalanceSeries {
  id: string;
  /** Its name in the legend, the table and the readout, e.g. "40,00 € a month". */
  name: string;
  /** The balance in cents at the start (index 0) and after each month's instalment. */
  balances: readonly Cents[];
  /** The chosen plan: drawn solid and thick, first in the legend. */
  chosen?: boolean;
}

export interface BalanceChartProps extends ChartDataTexts {
  /** The chart's heading, also the name of the plot for assistive technology. */
  title: string;
  /** One sentence saying what the chart shows, e.g. "Paid off in 9 months, saving 3,26 €". */
  summary: ReactNode;
  /** The chosen plan first, then the alternatives beside it (at most three lines). */
  series: readonly BalanceSeries[];
  /** The month's name on the axis, in the table and the readout (0 = now). */
  monthLabel: (month: number) => string;
  /** Short month label for the x axis (defaults to monthLabel). */
  axisMonthLabel?: (month: number) => string;
  /** Amounts in the readout and the table, e.g. "325,80 €". */
  formatAmount: (amount: Cents) => string;
  /** Amounts on the y axis, e.g. whole euros (defaults to formatAmount). */
  axisAmount?: (amount: Cents) => string;
  /** Header of the table's month column. */
  monthHeader: string;
  /** How to use the plot by keyboard, shown under it (not on touch screens) and read with it. */
  keyboardHint: string;
  /** Class of the figure, for its place in a layout. */
  className?: string;
}

/** Lines told apart by dash and marker as well as colour (WCAG 1.4.1). */
export const SERIES_STYLES = [
  { color: 'var(--colors-brand)', width: 3, dash: undefined, marker: 'circle' },
  { color: 'var(--colors-textMuted)', width: 2, dash: '7 4', marker: 'square' },
  { color: 'var(--colors-warning)', width: 2, dash: '2 4', marker: 'triangle' },
] as const;

type SeriesStyle = (typeof SERIES_STYLES)[number];
type Marker = SeriesStyle['marker'];

function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
}

function MarkerShape({
  marker,
  x,
  y,
  r,
  color,
}: {
  marker: Marker;
  x: number;
  y: number;
  r: number;
  color: string;
}) {
  if (marker === 'square')
    return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={color} />;
  if (marker === 'triangle')
    return (
      <polygon
        points={`${x},${y - r * 1.2} ${x - r * 1.1},${y + r * 0.8} ${x + r * 1.1},${y + r * 0.8}`}
        fill={color}
      />
    );
  return <circle cx={x} cy={y} r={r} fill={color} />;
}

function LegendSample({ index }: { index: number }) {
  const style = seriesStyle(index);
  return (
    <svg width="32" height="14" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="7"
        x2="31"
        y2="7"
        stroke={style.color}
        strokeWidth={style.width}
        strokeDasharray={style.dash}
      />
      <MarkerShape marker={style.marker} x={16} y={7} r={4} color={style.color} />
    </svg>
  );
}

const HEIGHT = 240;
const FALLBACK_WIDTH = 640;

/**
 * The width of an element, followed as it changes (the fallback before layout and in tests).
 * The first width is measured before the browser paints, so the chart is never shown at the
 * fallback width first (at 390 px that overflowed the screen until the ResizeObserver's
 * callback re-rendered it a frame later, and screenshots caught either).
 */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => {
      const rounded = Math.round(next);
      if (rounded > 0) setWidth(rounded);
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A plan's balance month by month as lines, the chosen amount beside its alternatives (plan
 * dialog, step 1), so the months and the money saved by paying a little more show at a glance.
 * The plot is one tab stop: arrow keys move between months (left, right, Home, End) and lines
 * (up, down), and the point's value is read out. A one-sentence summary comes first and the
 * figures are in a table behind a disclosure; lines differ by dash and marker, not colour alone.
 */
export function BalanceChart({
  title,
  summary,
  series,
  monthLabel,
  axisMonthLabel = monthLabel,
  formatAmount,
  axisAmount = formatAmount,
  monthHeader,
  keyboardHint,
  className,
  ...tableTexts
}: BalanceChartProps) {
  const id = useId();
  const [plotRef, width] = useWidth(FALLBACK_WIDTH);
  const [cursor, setCursor] = useState<{ series: number; month: number } | null>(null);

  const months = Math.max(1, ...series.map((s) => s.balances.length - 1));
  const top = Math.max(0, ...series.flatMap((s) => s.balances));
  const ticks = niceTicks(top, 4).map((tick) => cents(tick));
  const topTick = ticks.at(-1) ?? cents(0);
  const labelWidth = Math.min(96, Math.max(56, axisAmount(topTick).length * 7 + 8));
  const box: PlotBox = { width, height: HEIGHT, left: labelWidth, right: 28, top: 12, bottom: 28 };
  const { x, y } = scales(box, months, topTick);
  const everyNth = Math.max(
    1,
    Math.ceil(months / Math.max(2, Math.floor((width - labelWidth) / 60))),
  );
  /** Every nth month is labelled, and the last; one too close to the last is left out. */
  const labelled = (month: number) =>
    month === months || (month % everyNth === 0 && months - month >= everyNth);

  const lastMonthOf = (seriesIndex: number) => (series[seriesIndex]?.balances.length ?? 1) - 1;
  const clampMonth = (seriesIndex: number, month: number) =>
    Math.min(lastMonthOf(seriesIndex), Math.max(0, month));

  const move = (next: { series: number; month: number }) =>
    setCursor({ series: next.series, month: clampMonth(next.series, next.month) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = cursor ?? { series: 0, month: 0 };
    const last = lastMonthOf(current.series);
    const keys: Record<string, () => void> = {
      ArrowRight: () => move({ ...current, month: current.month + 1 }),
      ArrowLeft: () => move({ ...current, month: current.month - 1 }),
      Home: () => move({ ...current, month: 0 }),
      End: () => move({ ...current, month: last }),
      ArrowDown: () => move({ series: (current.series + 1) % series.length, month: current.month }),
      ArrowUp: () =>
        move({
          series: (current.series - 1 + series.length) % series.length,
          month: current.month,
        }),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const month = nearestMonth(box, months, event.clientX - rect.left);
    move({ series: cursor?.series ?? 0, month });
  };

  const active = cursor && series[cursor.series];
  const activeCents = active ? active.balances[cursor.month] : undefined;
  const readout =
    active && activeCents !== undefined
      ? `${active.name}: ${monthLabel(cursor.month)}, ${formatAmount(activeCents)}`
      : '';

  const rows = Array.from({ length: months + 1 }, (_, month) => ({
    key: String(month),
    cells: [
      monthLabel(month),
      ...series.map((s) => {
        const balance = s.balances[month];
        return balance === undefined ? '–' : formatAmount(balance);
      }),
    ],
  }));

  return (
    <ChartRoot className={className} data-chart="balance">
      <ChartTitle>
        <strong id={`${id}-title`}>{title}</strong>
        <span id={`${id}-summary`}>{summary}</span>
      </ChartTitle>
      <Legend aria-label={tableTexts.legendLabel}>
        {series.map((s, index) => (
          <LegendItem key={s.id} chosen={Boolean(s.chosen)}>
            <LegendSample index={index} />
            {s.name}
          </LegendItem>
        ))}
      </Legend>
      <Plot
        ref={plotRef}
        role="group"
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary ${id}-hint`}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!cursor) setCursor({ series: 0, month: 0 });
        }}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        data-testid="balance-plot"
      >
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
          {ticks.map((tick) => (
            <g key={tick}>
              <line data-grid="" x1={box.left} x2={width - box.right} y1={y(tick)} y2={y(tick)} />
              <text x={box.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {axisAmount(tick)}
              </text>
            </g>
          ))}
          <line data-axis="" x1={box.left} x2={width - box.right} y1={y(0)} y2={y(0)} />
          {Array.from({ length: months + 1 }, (_, month) =>
            labelled(month) ? (
              <text key={month} x={x(month)} y={HEIGHT - 8} textAnchor="middle">
                {axisMonthLabel(month)}
              </text>
            ) : null,
          )}
          {cursor && (
            <line data-cursor="" x1={x(cursor.month)} x2={x(cursor.month)} y1={box.top} y2={y(0)} />
          )}
          {series.map((s, index) => {
            const style = seriesStyle(index);
            const points = s.balances.map((balance, month) => [x(month), y(balance)] as const);
            return (
              <g key={s.id} data-series={s.id}>
                <path
                  data-line=""
                  d={linePath(points)}
                  stroke={style.color}
                  strokeWidth={style.width}
                  strokeDasharray={style.dash}
                />
                {points.map(([px, py], month) =>
                  month % everyNth === 0 || month === points.length - 1 ? (
                    <MarkerShape
                      key={month}
                      marker={style.marker}
                      x={px}
                      y={py}
                      r={3.5}
                      color={style.color}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
          {cursor && active && activeCents !== undefined && (
            <circle
              data-active-point=""
              cx={x(cursor.month)}
              cy={y(activeCents)}
              r={7}
              fill="none"
              stroke="var(--colors-focus)"
              strokeWidth={3}
            />
          )}
        </svg>
      </Plot>
      <Readout aria-live="polite" data-testid="balance-readout">
        {readout}
      </Readout>
      <Hint id={`${id}-hint`}>{keyboardHint}</Hint>
      <ChartData
        {...tableTexts}
        headers={[monthHeader, ...series.map((s) => s.name)]}
        rows={rows}
      />
    </ChartRoot>
  );
}
