import { useTranslation } from 'react-i18next';
import {
  DescriptionList,
  InstalmentTable,
  formatDate,
  formatEuroCents,
  Notice,
  type FormatLocale,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import { planChargeLawValues } from '../../lib/charges';
import { installmentLabels } from '../../lib/installments';
import { planSummary, type PlanCharge, type PlanFigures } from './model';

/**
 * The plan builder's figures: how long, until when, what it costs (spec 4). In the review
 * (`review`) the instalment and the total are the emphasised figures above, so they and the
 * longest plan allowed are not repeated here.
 */
export function PlanSummaryList({
  figures,
  locale,
  review = false,
}: {
  figures: PlanFigures;
  locale: FormatLocale;
  review?: boolean;
}) {
  const { t } = useTranslation();
  const summary = planSummary(figures);
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  return (
    <DescriptionList layout="figures">
      <dt>{t('paymentPlan.figures.months')}</dt>
      <dd>
        {t('paymentPlan.figures.monthsValue', { count: summary.months })}
        {summary.longest ? ` (${t('paymentPlan.figures.longest')})` : ''}
      </dd>
      {review ? null : (
        <>
          <dt>{t('paymentPlan.figures.maxMonths')}</dt>
          <dd>{t('paymentPlan.figures.monthsValue', { count: figures.maxMonths })}</dd>
          <dt>{t('paymentPlan.figures.monthly')}</dt>
          <dd>{money(figures.amount)}</dd>
        </>
      )}
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
      {review ? null : (
        <>
          <dt>{t('paymentPlan.figures.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </>
      )}
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
  const money = (amount: Cents) => formatEuroCents(amount, locale);
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

/**
 * spec 4: the plan's instalments to review (number, due date, amount, principal, costs,
 * interest) with totals: the first ones and the last, and a button for them all.
 */
export function PlanInstallmentsTable({
  figures,
  locale,
}: {
  figures: PlanFigures;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  return (
    <InstalmentTable
      caption={t('installments.caption')}
      locale={locale}
      rows={figures.rows.map((row) => ({
        sequence: row.sequence,
        dueDate: row.dueDate,
        amountCents: row.amount,
        capitalCents: row.capital,
        costsCents: row.costs,
        interestCents: row.interest,
      }))}
      labels={installmentLabels(t)}
      totals={{
        capitalCents: figures.totalCapital,
        costsCents: figures.totalCost,
        interestCents: figures.totalInterest,
      }}
      collapseAfter={3}
      showAllLabel={(count) => t('installments.showAll', { count })}
      showFewerLabel={t('installments.showFewer')}
    />
  );
}
