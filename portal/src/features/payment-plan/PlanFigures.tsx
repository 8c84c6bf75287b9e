import { useTranslation } from 'react-i18next';
import {
  DataTable,
  DescriptionList,
  formatDate,
  formatEuroCents,
  Notice,
  type FormatLocale,
} from '@portal/design-system';
import { planChargeLawValues } from '../../lib/charges';
import { planSummary, type PlanCharge, type PlanFigures, type PlanRow } from './model';

/** The plan builder's figures: how long, until when, what it costs (spec 4 issue 14 item 4). */
export function PlanSummaryList({
  figures,
  locale,
}: {
  figures: PlanFigures;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const summary = planSummary(figures);
  const money = (cents: number) => formatEuroCents(cents, locale);
  return (
    <DescriptionList layout="figures">
      <dt>{t('paymentPlan.figures.months')}</dt>
      <dd>
        {t('paymentPlan.figures.monthsValue', { count: summary.months })}
        {summary.longest ? ` (${t('paymentPlan.figures.longest')})` : ''}
      </dd>
      <dt>{t('paymentPlan.figures.maxMonths')}</dt>
      <dd>{t('paymentPlan.figures.monthsValue', { count: figures.maxMonths })}</dd>
      <dt>{t('paymentPlan.figures.monthly')}</dt>
      <dd>{money(figures.amount)}</dd>
      {summary.firstDueDate ? (
        <>
          <dt>{t('paymentPlan.figures.firstDue')}</dt>
          <dd>{formatDate(summary.firstDueDate)}</dd>
        </>
      ) : null}
      {summary.lastDueDate ? (
        <>
          <dt>{t('paymentPlan.figures.lastDue')}</dt>
          <dd>{formatDate(summary.lastDueDate)}</dd>
        </>
      ) : null}
      <dt>{t('paymentPlan.figures.interest')}</dt>
      <dd>{money(figures.totalInterest)}</dd>
      <dt>{t('paymentPlan.figures.costs')}</dt>
      <dd>{money(figures.totalCost)}</dd>
      <dt>{t('paymentPlan.figures.total')}</dt>
      <dd>{money(summary.total)}</dd>
    </DescriptionList>
  );
}

/**
 * What the plan costs in plain words, with the legal maximum for a written payment plan (Debt
 * Collection Act 10 a-c) and the charge this plan brings, from the server's calculation.
 */
export function PlanChargeNotice({
  figures,
  charge,
  locale,
}: {
  figures: PlanFigures;
  charge: PlanCharge | null;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatEuroCents(cents, locale);
  const summary = planSummary(figures);
  return (
    <Notice tone="info" title={t('paymentPlan.cost.title')}>
      <p>
        {t('paymentPlan.cost.plain', {
          count: summary.months,
          interest: money(figures.totalInterest),
          costs: money(figures.totalCost),
          total: money(summary.total),
        })}
      </p>
      {charge ? (
        <>
          <p>{t('paymentPlan.cost.law', planChargeLawValues(money))}</p>
          <p>
            {charge.amount > 0
              ? t('paymentPlan.cost.thisPlan', { amount: money(charge.amount) })
              : t('paymentPlan.cost.noCharge', {
                  count: charge.chargeablePlans,
                })}
          </p>
        </>
      ) : null}
    </Notice>
  );
}

/** spec 4: step 1's installments (number, due date, amount, capital, costs, interest) with totals. */
export function PlanInstallmentsTable({
  rows,
  figures,
  locale,
}: {
  rows: readonly PlanRow[];
  figures: PlanFigures;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatEuroCents(cents, locale);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <DataTable
      caption={t('installments.caption')}
      rows={rows}
      getRowKey={(row) => String(row.sequence)}
      totalsLabel={t('common.total')}
      totals={{
        amount: money(total),
        capital: money(figures.totalCapital),
        costs: money(figures.totalCost),
        interest: money(figures.totalInterest),
      }}
      columns={[
        {
          key: 'sequence',
          header: t('installments.number'),
          render: (row) => row.sequence,
          rowHeader: true,
        },
        { key: 'due', header: t('installments.dueDate'), render: (row) => formatDate(row.dueDate) },
        {
          key: 'amount',
          header: t('installments.amount'),
          render: (row) => money(row.amount),
          align: 'end',
        },
        {
          key: 'capital',
          header: t('installments.capital'),
          render: (row) => money(row.capital),
          align: 'end',
        },
        {
          key: 'costs',
          header: t('installments.costs'),
          render: (row) => money(row.costs),
          align: 'end',
        },
        {
          key: 'interest',
          header: t('installments.interest'),
          render: (row) => money(row.interest),
          align: 'end',
        },
      ]}
    />
  );
}
