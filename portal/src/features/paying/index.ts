/**
 * The paying feature's public entry: what pay buttons need (the carts, whether a debt is being
 * paid, the dialogs they open). The bank form, the dialogs and the sagas load when first used.
 */
import './dialogs';
export * from './cart';
export {
  selectPendingDebtNrs,
  selectPaymentPending,
  selectPendingPayments,
  pendingWatchRequested,
} from './slice';
