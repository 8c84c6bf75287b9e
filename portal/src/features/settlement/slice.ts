import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SettlementStep } from '@portal/openapi';
import { lazySlices } from '../../lib/lazy';
import type { SigningReturnIds } from '../../lib/signing-return';
import { sessionCleared } from '../../lib/session-events';
import type { SettlementFigures } from './model';

export interface SettlementRequest {
  subpoenaNr: number;
  statusNr: number | null;
  debtNrs: number[];
}

/** The settlement dialog (spec 4): its step and the server calls under way. */
export interface SettlementState {
  /** The step the dialog shows; null until it opens. */
  step: SettlementStep | null;
  /** The status the calls after start refer to. */
  statusNr: number | null;
  figures: SettlementFigures | null;
  busy: null | 'start' | 'calculate' | 'sign' | 'cancel' | 'verify';
  error: string | null;
}

const initialState: SettlementState = {
  step: null,
  statusNr: null,
  figures: null,
  busy: null,
  error: null,
};

const settlementSliceDefinition = createSlice({
  name: 'settlement',
  initialState,
  reducers: {
    /** The dialog opens at the step the status leads to; step 4 calculates the plan. */
    settlementOpened: (
      state,
      action: PayloadAction<SettlementRequest & { step: SettlementStep }>,
    ) => {
      state.step = action.payload.step;
      state.statusNr = action.payload.statusNr;
      state.error = null;
      if (action.payload.step === 4 && !state.figures) state.busy = 'calculate';
    },
    settlementStepChosen: (state, action: PayloadAction<SettlementStep>) => {
      state.step = action.payload;
    },
    settlementStartRequested: (state, _action: PayloadAction<SettlementRequest>) => {
      state.busy = 'start';
      state.error = null;
    },
    settlementStarted: (state, action: PayloadAction<number>) => {
      state.statusNr = action.payload;
      state.step = 4;
      state.busy = 'calculate';
    },
    settlementCalculated: (state, action: PayloadAction<SettlementFigures>) => {
      state.figures = action.payload;
      state.busy = null;
    },
    settlementSignRequested: (state, _action: PayloadAction<SettlementRequest>) => {
      state.busy = 'sign';
      state.error = null;
    },
    settlementCancelRequested: (state, _action: PayloadAction<SettlementRequest>) => {
      state.busy = 'cancel';
    },
    settlementVerifyRequested: (state, _action: PayloadAction<SigningReturnIds>) => {
      state.busy = 'verify';
    },
    settlementVerified: (state) => {
      state.busy = null;
      state.step = 5;
    },
    settlementFailed: (state, action: PayloadAction<string>) => {
      state.busy = null;
      state.error = action.payload;
    },
    settlementDocumentRequested: (
      _state,
      _action: PayloadAction<{ statusNr: number; subpoenaNr: number; fileLabel: string }>,
    ) => {},
    /** Step 4's plan PDF (spec 7 `reconciliation/file/ms/{msnr}`): the plan is stored first. */
    settlementPlanDocumentRequested: (
      _state,
      _action: PayloadAction<SettlementRequest & { fileLabel: string }>,
    ) => {},
    /** Closed, cancelled or done: the next opening starts from the status again. */
    settlementReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectSettlement: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof settlementSliceDefinition> {}
}

export const settlementSlice = settlementSliceDefinition.injectInto(lazySlices);
export const {
  settlementOpened,
  settlementStepChosen,
  settlementStartRequested,
  settlementStarted,
  settlementCalculated,
  settlementSignRequested,
  settlementCancelRequested,
  settlementVerifyRequested,
  settlementVerified,
  settlementFailed,
  settlementReset,
  settlementDocumentRequested,
  settlementPlanDocumentRequested,
} = settlementSlice.actions;
export const { selectSettlement } = settlementSlice.selectors;
