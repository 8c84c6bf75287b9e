import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Schemas } from '@portal/openapi';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';

export type DueDateParameters = Schemas['DueDateTransferParameters'];

/** A due-date move (spec 4, 5): the debt's parameters, then the move. */
export interface DueDateState {
  debtNr: number | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'moving';
  parameters: DueDateParameters | null;
  /** A translation key with its values: why the move failed. */
  error: { key: string; reason: string | null } | null;
  /** Grows with each network failure: the dialog resets the chosen date (spec 8). */
  resets: number;
}

const initialState: DueDateState = {
  debtNr: null,
  status: 'idle',
  parameters: null,
  error: null,
  resets: 0,
};

const dueDateSliceDefinition = createSlice({
  name: 'dueDate',
  initialState,
  reducers: {
    dueDateParametersRequested: (state, action: PayloadAction<number>) => ({
      ...initialState,
      resets: state.resets,
      debtNr: action.payload,
      status: 'loading',
    }),
    dueDateParametersLoaded: (state, action: PayloadAction<DueDateParameters>) => {
      state.status = 'loaded';
      state.parameters = action.payload;
    },
    dueDateParametersFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = { key: action.payload, reason: null };
    },
    dueDateMoveRequested: (state, _action: PayloadAction<{ debtNr: number; date: string }>) => {
      state.status = 'moving';
      state.error = null;
    },
    dueDateMoveFailed: (
      state,
      action: PayloadAction<{ key: string; reason: string | null; reset: boolean }>,
    ) => {
      state.status = 'loaded';
      state.error = { key: action.payload.key, reason: action.payload.reason };
      if (action.payload.reset) state.resets += 1;
    },
    dueDateMoved: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectDueDate: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof dueDateSliceDefinition> {}
}

export const dueDateSlice = dueDateSliceDefinition.injectInto(lazySlices);
export const {
  dueDateParametersRequested,
  dueDateParametersLoaded,
  dueDateParametersFailed,
  dueDateMoveRequested,
  dueDateMoveFailed,
  dueDateMoved,
} = dueDateSlice.actions;
export const { selectDueDate } = dueDateSlice.selectors;
