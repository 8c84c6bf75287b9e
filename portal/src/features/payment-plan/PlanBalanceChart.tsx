import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  BalanceChart,
  formatDate,
  formatEuroCents,
  type FormatLocale,
} from '@portal/design-system';
import { cents, type Cents } from '@portal/openapi';
import { planBalanceLines } from './balance';
import type { AlternativeFigures, PlanFigures } from './model';

/** Whole euros on the chart's axis, e.g. "300 €". */
function wholeEuros(cents: number, locale: FormatLocale) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/**
 * The plan as a picture (plan dialog, step 1): the balance month by month at the
 * chosen amount, with the next higher amounts beside it when they are offered (banditRating 2),
 * so the months and the money saved by paying a little more show at a glance.
 */
export function PlanBalanceChart({
  figures,
  alternatives,
  locale,
}: {
  figures: PlanFigures;
  alternatives: readonly AlternativeFigures[];
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  const lines = planBalanceLines(figures, alternatives);
  const chosen = lines[0];
  if (!chosen) return null;
  const months = chosen.balances.length - 1;
  const faster = alternatives[0];
  const dueDate = (month: number) => figures.rows[month - 1]?.dueDate ?? null;
  // The line starts at what the plan pays in all, interest and costs included, which is more than
  // the debt every other screen shows: said in words, so "now" does not read as a hidden charge.
  const withCosts = figures.totalInterest + figures.totalCost > 0;
  const [start = cents(0)] = chosen.balances;
  const summary = [
    t('chart.balance.summary', { amount: money(chosen.amount), count: months }),
    withCosts ? t('chart.balance.startsWithCosts', { total: money(start) }) : null,
    faster && months > faster.months
      ? t('chart.balance.summaryFaster', {
          amount: money(faster.amount),
          count: months - faster.months,
          saving: money(faster.save),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BalanceChart
      title={t('chart.balance.title')}
      summary={summary}
      series={lines.map((line) => ({
        id: line.id,
        name: t('chart.balance.series', { amount: money(line.amount) }),
        balances: line.balances,
        chosen: line.chosen,
      }))}
      monthLabel={(month) => {
        const date = dueDate(month);
        return month === 0 ? t('chart.balance.now') : date ? formatDate(date) : String(month);
      }}
      axisMonthLabel={(month) => {
        const date = dueDate(month);
        return month === 0
          ? t('chart.balance.now')
          : date
            ? dayjs(date).format('MM/YYYY')
            : String(month);
      }}
      formatAmount={money}
      axisAmount={(cents) => wholeEuros(cents, locale)}
      monthHeader={t('chart.balance.monthHeader')}
      keyboardHint={t('chart.balance.keyboardHint')}
      showTable={t('chart.showTable')}
      hideTable={t('chart.hideTable')}
      tableCaption={t('chart.balance.tableCaption')}
      legendLabel={t('chart.legend')}
    />
  );
}
