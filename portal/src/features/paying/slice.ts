import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';
import type { PaymentMethodGroupOption } from '@portal/design-system';
import { toCents, type LanguageId } from '@portal/openapi';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';
import type { CartItem, PaymentOutcome, PendingAmount } from './cart';

/**
 * Paying (spec 3 "shared state" and 4): the payments awaiting the bank's confirmation, and the
 * payment being prepared in the bank form. Injected when the front page or a debt view first
 * loads (their pay buttons read it); the sagas load with the first payment or the first data.
 */
export interface PendingPayments {
  pending: boolean;
  debtNrs: number[];
  /** How much is pending on each debt, in cents; empty until the server has said. */
  amounts: PendingAmount[];
  paymentType: Schemas['PendingPayments']['paymentType'];
}

/** The server's answer in the portal's terms: its euros as cents. */
export function pendingFromContract(answer: Schemas['PendingPayments']): PendingPayments {
  return {
    pending: answer.pending,
    debtNrs: answer.debtNrs,
    amounts: answer.amounts.map((a) => ({ debtNr: a.debtNr, amountCents: toCents(a.amount) })),
    paymentType: answer.paymentType,
  };
}

export interface PayingState {
  /** What `GET /api/payments/pending` last said; nothing pending until it has answered. */
  pending: PendingPayments;
  /** The form data is being fetched (the bank form's continue is busy). */
  preparing: boolean;
  /** A translation key the bank form shows (pending block, refusal, connection problem). */
  formError: string | null;
  /** A return from the bank confirmed in this visit: its completion shows the complete dialog. */
  awaitingCompletion: boolean;
  /** The payment that came back from the bank in this visit: paid, and what is left. */
  outcome: PaymentOutcome | null;
  /**
   * A return from the bank after the session ended: checking, then whether the bank's
   * signed answer booked the payment; null when there was none.
   */
  signedOutReturn: SignedOutReturn | null;
  /** The bank selection's payment methods, from the provider (`GET /api/payments/methods`). */
  methods: PaymentMethodsState;
}

export type SignedOutReturn = 'checking' | 'received' | 'cancelled' | 'failed';

/** The payment provider's methods for the bank selection, in the language they were asked in. */
export interface PaymentMethodsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  language: LanguageId | null;
  groups: PaymentMethodGroupOption[];
}

const initialState: PayingState = {
  pending: { pending: false, debtNrs: [], amounts: [], paymentType: null },
  preparing: false,
  formError: null,
  awaitingCompletion: false,
  outcome: null,
  signedOutReturn: null,
  methods: { status: 'idle', language: null, groups: [] },
};

export interface PaymentFormRequest {
  /** The payment method chosen (a provider id). */
  bank: string;
  cart: CartItem[];
  /** Where the debtor returns after the bank (spec 4: `/pay-all`, or none for the front page). */
  redirectPath: string | null;
}

const payingSliceDefinition = createSlice({
  name: 'paying',
  initialState,
  reducers: {
    paymentFormRequested: (state, _action: PayloadAction<PaymentFormRequest>) => {
      state.preparing = true;
      state.formError = null;
    },
    paymentFormFailed: (state, action: PayloadAction<string>) => {
      state.preparing = false;
      state.formError = action.payload;
    },
    /** The bank selection needs the provider's methods (again, in another language, or after a failure). */
    paymentMethodsRequested: (state, action: PayloadAction<LanguageId>) => {
      state.methods = { status: 'loading', language: action.payload, groups: state.methods.groups };
    },
    paymentMethodsLoaded: (
      state,
      action: PayloadAction<{ language: LanguageId; groups: PaymentMethodGroupOption[] }>,
    ) => {
      const { language, groups } = action.payload;
      state.methods = {
        status: 'loaded',
        language,
        groups: groups.map((group) => ({ ...group, methods: [...group.methods] })),
      };
    },
    paymentMethodsFailed: (state) => {
      state.methods.status = 'failed';
    },
    /** The form was handed to the browser, which is leaving for the bank. */
    paymentFormSubmitted: (state) => {
      state.preparing = false;
    },
    /** Cancel, a new amount or a new cart: nothing prepared is kept (spec 4). */
    paymentFormCleared: (state) => {
      state.preparing = false;
      state.formError = null;
    },
    /** `/payment/verify` with the bank's return parameters (the query string). */
    paymentReturned: (_state, _action: PayloadAction<string>) => {},
    /** The same, signed out: the session ended while the debtor was at the bank. */
    paymentReturnedSignedOut: (state, _action: PayloadAction<string>) => {
      state.signedOutReturn = 'checking';
    },
    signedOutReturnChecked: (state, action: PayloadAction<SignedOutReturn>) => {
      state.signedOutReturn = action.payload;
    },
    /** The bank accepted the payment; it is pending until the provider confirms it. */
    paymentAccepted: (state, action: PayloadAction<number[]>) => {
      state.awaitingCompletion = true;
      state.pending = {
        pending: true,
        debtNrs: [...new Set([...state.pending.debtNrs, ...action.payload])],
        // The amounts come with the next poll: the server stored them with the payment.
        amounts: state.pending.amounts,
        paymentType: state.pending.paymentType,
      };
    },
    /** What the accepted payment paid and leaves, as worked out before leaving for the bank. */
    paymentOutcomeKnown: (state, action: PayloadAction<PaymentOutcome | null>) => {
      state.outcome = action.payload;
    },
    /** Asks the pending poll to (re)start: after login data and after a return from the bank. */
    pendingWatchRequested: () => {},
    pendingUpdated: (state, action: PayloadAction<PendingPayments>) => {
      state.pending = action.payload;
    },
    /** A pending payment was confirmed: the complete dialog (or message) has been shown. */
    paymentCompleted: (state) => {
      state.awaitingCompletion = false;
    },
  },
  extraReducers: (builder) => {
    // A signed-out return's answer outlives the ending of the session it came back to.
    builder.addCase(sessionCleared, (state) => ({
      ...initialState,
      signedOutReturn: state.signedOutReturn,
    }));
  },
  selectors: {
    selectPendingPayments: (state) => state.pending,
    selectPendingDebtNrs: (state) => state.pending.debtNrs,
    selectPaymentPending: (state) => state.pending.pending,
    selectPaymentPreparing: (state) => state.preparing,
    selectPaymentFormError: (state) => state.formError,
    selectAwaitingCompletion: (state) => state.awaitingCompletion,
    selectPaymentOutcome: (state) => state.outcome,
    selectSignedOutReturn: (state) => state.signedOutReturn,
    selectPaymentMethods: (state) => state.methods,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof payingSliceDefinition> {}
}

export const payingSlice = payingSliceDefinition.injectInto(lazySlices);
export const {
  paymentFormRequested,
  paymentFormFailed,
  paymentFormSubmitted,
  paymentFormCleared,
  paymentMethodsRequested,
  paymentMethodsLoaded,
  paymentMethodsFailed,
  paymentReturned,
  paymentReturnedSignedOut,
  signedOutReturnChecked,
  paymentAccepted,
  paymentOutcomeKnown,
  pendingWatchRequested,
  pendingUpdated,
  paymentCompleted,
} = payingSlice.actions;
export const {
  selectPendingPayments,
  selectPendingDebtNrs,
  selectPaymentPending,
  selectPaymentPreparing,
  selectPaymentFormError,
  selectAwaitingCompletion,
  selectPaymentOutcome,
  selectSignedOutReturn,
  selectPaymentMethods,
} = payingSlice.selectors;
