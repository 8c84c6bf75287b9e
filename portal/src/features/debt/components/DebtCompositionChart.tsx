import { useTranslation } from 'react-i18next';
import {
  CompositionChart,
  formatEuroCents,
  type CompositionBar,
  type FormatLocale,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import type { Debt } from '../../debtor';
import { debtComposition, planProgress } from '../composition';
import { isActivePlan } from '../rules';

/**
 * The debt as a picture (debt view, debt information): what it is made of, and for a
 * plan, what is paid and what is left. Loaded with the tab that shows it (`SingleDebtView`), so
 * the chart's code is not part of the front page's first load.
 */
export default function DebtCompositionChart({
  debt,
  locale,
}: {
  debt: Debt;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  const parts = debtComposition(debt);
  if (parts.total <= 0) return null;
  const plan = isActivePlan(debt.paymentPlan) ? debt.paymentPlan : null;
  const progress = plan ? planProgress(plan) : { paid: parts.paid, left: parts.left };
  const bars: CompositionBar[] = [
    {
      title: t('chart.composition.debtBar'),
      parts: [
        {
          id: 'principal',
          label: t('chart.composition.principal'),
          cents: parts.principal,
          pattern: 'solid',
        },
        {
          id: 'interest',
          label: t('chart.composition.interest'),
          cents: parts.interest,
          pattern: 'stripes',
        },
        {
          id: 'collection',
          label: t('chart.composition.collectionCosts'),
          cents: parts.collectionCosts,
          pattern: 'dots',
        },
        {
          id: 'other',
          label: t('chart.composition.otherCosts'),
          cents: parts.otherCosts,
          pattern: 'hatch',
        },
      ],
    },
    {
      title: plan ? t('chart.composition.planBar') : t('chart.composition.paidBar'),
      parts: [
        { id: 'paid', label: t('chart.composition.paid'), cents: progress.paid, pattern: 'paid' },
        { id: 'left', label: t('chart.composition.left'), cents: progress.left, pattern: 'left' },
      ],
    },
  ];
  return (
    <CompositionChart
      title={t('chart.composition.title')}
      summary={t('chart.composition.summary', {
        total: money(parts.total),
        paid: money(parts.paid),
        left: money(parts.left),
      })}
      bars={bars}
      formatAmount={money}
      partHeader={t('chart.composition.partHeader')}
      amountHeader={t('chart.composition.amountHeader')}
      showTable={t('chart.showTable')}
      hideTable={t('chart.hideTable')}
      tableCaption={t('chart.composition.tableCaption')}
    />
  );
}
