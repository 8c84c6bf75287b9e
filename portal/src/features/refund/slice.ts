import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';

/** The refund account being saved (spec 4: overpayment, add an IBAN). */
export interface RefundState {
  saving: boolean;
  /** A translation key: the invalid-IBAN or could-not-be-added text. */
  error: string | null;
}

const initialState: RefundState = { saving: false, error: null };

const refundSliceDefinition = createSlice({
  name: 'refund',
  initialState,
  reducers: {
    ibanSubmitted: (state, _action: PayloadAction<{ iban: string; bic: string }>) => {
      state.saving = true;
      state.error = null;
    },
    ibanSaved: () => initialState,
    ibanFailed: (state, action: PayloadAction<string>) => {
      state.saving = false;
      state.error = action.payload;
    },
    refundReset: () => initialState,
    /** "Identify with online banking": the browser leaves for the identity provider. */
    identificationRequested: (state) => {
      state.saving = true;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectRefund: (state) => state,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof refundSliceDefinition> {}
}

export const refundSlice = refundSliceDefinition.injectInto(lazySlices);
export const { ibanSubmitted, ibanSaved, ibanFailed, refundReset, identificationRequested } =
  refundSlice.actions;
export const { selectRefund } = refundSlice.selectors;
