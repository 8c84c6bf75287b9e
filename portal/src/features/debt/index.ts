/**
 * The debt feature's public entry: the single-debt view the front page shows when the debtor
 * has exactly one debt.
 */
export { SingleDebtView, type SingleDebtViewProps } from './SingleDebtView';
