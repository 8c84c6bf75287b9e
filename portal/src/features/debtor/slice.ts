import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../lib/session-events';
import type { DebtorData } from './model';

export type { DebtorData };

export interface DebtorState {
  data: DebtorData | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

/** One empty list for every read before the data: a new `[]` each time would re-render. */
const NO_DEBTS: DebtorData['debts'] = [];

const initialState: DebtorState = { data: null, status: 'idle', error: null };

export const debtorSlice = createSlice({
  name: 'debtor',
  initialState,
  reducers: {
    /** `silent` reloads in the background without the loading state (spec 4: silent refresh). */
    debtorRequested: (state, action: PayloadAction<{ silent?: boolean } | undefined>) => {
      if (!action.payload?.silent) state.status = 'loading';
      state.error = null;
    },
    debtorLoaded: (state, action: PayloadAction<DebtorData>) => {
      state.data = action.payload;
      state.status = 'loaded';
    },
    debtorFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectDebtorData: (state) => state.data,
    selectDebtor: (state) => state.data?.debtor ?? null,
    selectDebts: (state) => state.data?.debts ?? NO_DEBTS,
    selectDebtorStatus: (state) => state.status,
    selectDebtorError: (state) => state.error,
  },
});

export const { debtorRequested, debtorLoaded, debtorFailed } = debtorSlice.actions;
export const {
  selectDebtorData,
  selectDebtor,
  selectDebts,
  selectDebtorStatus,
  selectDebtorError,
} = debtorSlice.selectors;
