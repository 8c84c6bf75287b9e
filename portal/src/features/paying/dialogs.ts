import type { CartItem } from './cart';

/** The paying feature's global dialogs (lib/dialogs.ts), opened by pay buttons and sagas. */
declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** The bank selection form for a prepared cart (spec 4). */
    bankSelection: { cart: CartItem[]; redirectPath: string | null };
    /** A voluntary amount of one debt, then the bank selection (spec 4, 5). */
    customPayment: { debtNr: number };
    /** The bank accepted the payment; waiting for the provider's confirmation. */
    paymentPending: Record<string, never>;
    /** The pending payment was confirmed; with the payment feedback (type 2). */
    paymentComplete: { orderNr: number };
  }
}

export {};
