import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../session/slice';

/** spec 3 shared state: loading flag, payment pending with pending debt numbers, error. */
export interface UiState {
  loading: number;
  paymentPending: boolean;
  pendingDebtNrs: number[];
  error: string | null;
}

const initialState: UiState = {
  loading: 0,
  paymentPending: false,
  pendingDebtNrs: [],
  error: null,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** Loading is a counter so that overlapping calls do not end each other's spinner. */
    loadingStarted: (state) => {
      state.loading += 1;
    },
    loadingEnded: (state) => {
      state.loading = Math.max(0, state.loading - 1);
    },
    paymentPendingChanged: (
      state,
      action: PayloadAction<{ pending: boolean; debtNrs: number[] }>,
    ) => {
      state.paymentPending = action.payload.pending;
      state.pendingDebtNrs = action.payload.debtNrs;
    },
    errorStored: (state, action: PayloadAction<string | null>) => {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectIsLoading: (state) => state.loading > 0,
    selectPaymentPending: (state) => state.paymentPending,
    selectPendingDebtNrs: (state) => state.pendingDebtNrs,
    selectError: (state) => state.error,
  },
});

export const { loadingStarted, loadingEnded, paymentPendingChanged, errorStored } = uiSlice.actions;
export const { selectIsLoading, selectPaymentPending, selectPendingDebtNrs, selectError } =
  uiSlice.selectors;
