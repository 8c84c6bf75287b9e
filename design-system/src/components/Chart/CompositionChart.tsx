import { useId, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { shares } from './chart-geometry';
import { ChartData, type ChartDataTexts } from './ChartData';
import {
  Bar,
  BarTitle,
  ChartRoot,
  ChartTitle,
  FillSegment,
  FillSwatch,
  PartList,
  PartRow,
  type PartPattern,
} from './Chart.styles';

/** One part of a whole, e.g. the principal of a debt. */
export interface CompositionPart {
  id: string;
  label: string;
  cents: Cents;
  /** Colour and pattern of the part (solid, stripes, dots, hatch, paid, left). */
  pattern: PartPattern;
}

export interface CompositionBar {
  /** The bar's name, e.g. "What the debt is made of" or "The plan: paid and left". */
  title: string;
  parts: readonly CompositionPart[];
}

export interface CompositionChartProps extends Omit<ChartDataTexts, 'legendLabel'> {
  /** The chart's heading, e.g. "What the debt is made of". */
  title: string;
  /** One sentence saying what the chart shows, e.g. "Of 325,80 €, 42,50 € is collection costs". */
  summary: ReactNode;
  /** One bar per whole: the debt's parts, and for a plan its paid and left amounts. */
  bars: readonly CompositionBar[];
  /** Amounts in the list and the table, e.g. "325,80 €". */
  formatAmount: (amount: Cents) => string;
  /** Header of the table's part column. */
  partHeader: string;
  /** Header of the table's amount column. */
  amountHeader: string;
  /** Class of the figure, for its place in a layout. */
  className?: string;
}

/**
 * What a debt is made of (principal, interest, collection costs, other costs, paid) as stacked
 * bars, each part with its colour and pattern, its name and amount listed beside the bar (the
 * values are text, not only shapes), a one-sentence summary first and the figures as a table
 * behind a disclosure. A part of 0 is left out of the bar and the list, not of the table.
 */
export function CompositionChart({
  title,
  summary,
  bars,
  formatAmount,
  partHeader,
  amountHeader,
  className,
  ...tableTexts
}: CompositionChartProps) {
  const id = useId();
  const rows = bars.flatMap((bar, barIndex) =>
    bar.parts.map((part) => ({
      key: `${barIndex}-${part.id}`,
      cells: [
        bars.length > 1 ? `${bar.title}: ${part.label}` : part.label,
        formatAmount(part.cents),
      ],
    })),
  );
  return (
    <ChartRoot className={className} data-chart="composition">
      <ChartTitle>
        <strong>{title}</strong>
        <span>{summary}</span>
      </ChartTitle>
      {bars.map((bar, barIndex) => {
        const widths = shares(bar.parts.map((p) => p.cents));
        const shown = bar.parts.filter((p) => p.cents > 0);
        const headingId = `${id}-bar-${barIndex}`;
        return (
          <section key={bar.title} aria-labelledby={headingId} data-bar={barIndex}>
            <BarTitle id={headingId}>{bar.title}</BarTitle>
            <Bar
              role="img"
              aria-label={shown.map((p) => `${p.label} ${formatAmount(p.cents)}`).join(', ')}
            >
              {bar.parts.map((part, index) =>
                part.cents > 0 ? (
                  <FillSegment
                    key={part.id}
                    pattern={part.pattern}
                    data-part={part.id}
                    style={{ flex: `0 0 calc(${widths[index]}% - 2px)` }}
                  />
                ) : null,
              )}
            </Bar>
            <PartList css={{ marginTop: '$3' }}>
              {shown.map((part) => (
                <PartRow key={part.id}>
                  <dt>
                    <FillSwatch pattern={part.pattern} aria-hidden="true" />
                    <span data-label="">{part.label}</span>
                  </dt>
                  <dd>{formatAmount(part.cents)}</dd>
                </PartRow>
              ))}
            </PartList>
          </section>
        );
      })}
      <ChartData {...tableTexts} legendLabel="" headers={[partHeader, amountHeader]} rows={rows} />
    </ChartRoot>
  );
}
