import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';
import type { AlternativeFigures, PlanFigures, PlanRequest } from './model';

/**
 * A payment plan being made (spec 4): the builder's latest calculation, the alternatives for
 * banditRating 2, and creation; a banditRating 3 plan then waits for its first installment.
 */
export interface PaymentPlanState {
  calculation: 'idle' | 'calculating' | 'ready' | 'failed';
  /** The request the figures belong to. */
  calculated: PlanRequest | null;
  figures: PlanFigures | null;
  alternatives: AlternativeFigures[];
  error: string | null;
  creation: 'idle' | 'creating' | 'created' | 'failed';
  createError: string | null;
  /** The plan made, and whether its first installment is to be paid at once. */
  created: { planNr: number | null; awaitsFirstPayment: boolean } | null;
}

const initialState: PaymentPlanState = {
  calculation: 'idle',
  calculated: null,
  figures: null,
  alternatives: [],
  error: null,
  creation: 'idle',
  createError: null,
  created: null,
};

const paymentPlanSliceDefinition = createSlice({
  name: 'paymentPlan',
  initialState,
  reducers: {
    /** The debtor changed the amount, the day or the debts: calculated again (debounced). */
    planDraftChanged: (state, _action: PayloadAction<PlanRequest>) => {
      state.calculation = 'calculating';
      state.error = null;
      state.createError = null;
    },
    planCalculated: (
      state,
      action: PayloadAction<{ request: PlanRequest; figures: PlanFigures }>,
    ) => {
      state.calculation = 'ready';
      state.calculated = action.payload.request;
      state.figures = action.payload.figures;
      state.alternatives = [];
    },
    planCalculationFailed: (state, action: PayloadAction<string>) => {
      state.calculation = 'failed';
      state.error = action.payload;
      state.figures = null;
      state.alternatives = [];
    },
    alternativesCalculated: (state, action: PayloadAction<AlternativeFigures[]>) => {
      state.alternatives = action.payload;
    },
    planCreateRequested: (state, _action: PayloadAction<PlanRequest>) => {
      state.creation = 'creating';
      state.createError = null;
    },
    planCreated: (state, action: PayloadAction<NonNullable<PaymentPlanState['created']>>) => {
      state.creation = 'created';
      state.created = action.payload;
    },
    planCreateFailed: (state, action: PayloadAction<string>) => {
      state.creation = 'failed';
      state.createError = action.payload;
    },
    /** spec 4: closing resets the dialog's data. */
    planDialogReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectPaymentPlan: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof paymentPlanSliceDefinition> {}
}

export const paymentPlanSlice = paymentPlanSliceDefinition.injectInto(lazySlices);
export const {
  planDraftChanged,
  planCalculated,
  planCalculationFailed,
  alternativesCalculated,
  planCreateRequested,
  planCreated,
  planCreateFailed,
  planDialogReset,
} = paymentPlanSlice.actions;
export const { selectPaymentPlan } = paymentPlanSlice.selectors;
