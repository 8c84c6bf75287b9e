/**
 * Where a debt is paid, by its state (spec 4): one rule for the portal (which pay buttons, carts,
 * `/pay-all` rows and bank-transfer details it offers) and the server (which payment forms it
 * prepares), so the two cannot disagree.
 *
 * - A debt in debt restructuring (state 6) is paid only as the payment programme confirmed by the
 *   district court sets out. A debtor in restructuring must not pay a creditor outside the
 *   programme, so such a debt is never in a cart, never in `/pay-all`, never given a custom
 *   amount, a reference number or a virtual barcode here.
 * - A debt in distraint (state 5) is still paid here: the enforcement authority is told of the
 *   payment, and its notice says what a payment does to the enforcement (spec 4: "payment
 *   warning", not a refusal). The portal has no payment details of the enforcement authority to
 *   give, so sending the debtor there would leave them without a way to pay.
 * - An ended debt (8, 9, 10) has nothing to pay.
 */
import { DebtState } from './debt-state';

/** spec 4: state 5, in distraint (enforcement). */
export const DISTRAINT_STATE = DebtState.distraint;
/** spec 4: state 6, in debt restructuring. */
export const RESTRUCTURING_STATE = DebtState.restructuring;

/**
 * `portal`: paid in this service (and by bank transfer with its reference);
 * `restructuringProgramme`: paid only under the court-confirmed programme, nowhere here;
 * `ended`: nothing to pay.
 */
export type PaymentRoute = 'portal' | 'restructuringProgramme' | 'ended';

export function paymentRoute(state: number, ended: boolean): PaymentRoute {
  if (ended) return 'ended';
  if (state === RESTRUCTURING_STATE) return 'restructuringProgramme';
  return 'portal';
}

/** Whether a payment of the debt may be made through this service or with its reference. */
export const isPaidInPortal = (state: number, ended: boolean): boolean =>
  paymentRoute(state, ended) === 'portal';

/**
 * The server's refusal (HTTP 200, `status` 1) of a payment form whose cart holds a debt that is
 * not paid here; the portal shows it translated.
 */
export const NOT_PAID_HERE_ERROR = 'error.payment.1';
