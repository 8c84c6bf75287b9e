import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cents } from '@portal/openapi';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';

/**
 * The smallest monthly instalment of the plan the debtor might make (one debt, or a joint plan),
 * as the server calculates it for the whole amount left. Nothing the debtor typed into the
 * calculator is in the request: only the debts and what is left of them.
 */
export interface CantPayState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The debts the minimum belongs to. */
  debtNrs: number[];
  minimumCents: Cents | null;
}

const initialState: CantPayState = { status: 'idle', debtNrs: [], minimumCents: null };

const cantPaySliceDefinition = createSlice({
  name: 'cantPay',
  initialState,
  reducers: {
    planMinimumRequested: (
      state,
      action: PayloadAction<{ debtNrs: number[]; totalCents: Cents }>,
    ) => {
      state.status = 'loading';
      state.debtNrs = action.payload.debtNrs;
      state.minimumCents = null;
    },
    planMinimumLoaded: (
      state,
      action: PayloadAction<{ debtNrs: number[]; minimumCents: Cents }>,
    ) => {
      // An answer for debts no longer chosen is dropped (the saga takes only the latest anyway).
      if (action.payload.debtNrs.join() !== state.debtNrs.join()) return;
      state.status = 'ready';
      state.minimumCents = action.payload.minimumCents;
    },
    planMinimumFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectCantPay: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof cantPaySliceDefinition> {}
}

export const cantPaySlice = cantPaySliceDefinition.injectInto(lazySlices);
export const { planMinimumRequested, planMinimumLoaded, planMinimumFailed } = cantPaySlice.actions;
export const { selectCantPay } = cantPaySlice.selectors;
