/**
 * The column headers of a payment schedule with its breakdown and totals row (the plan to
 * review, the settlement), for the design system's InstalmentTable.
 */
export function installmentLabels(t: (key: string) => string) {
  return {
    number: t('installments.number'),
    dueDate: t('installments.dueDate'),
    amount: t('installments.amount'),
    capital: t('installments.capital'),
    costs: t('installments.costs'),
    interest: t('installments.interest'),
    total: t('common.total'),
  };
}
