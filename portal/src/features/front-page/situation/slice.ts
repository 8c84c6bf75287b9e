import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../../lib/lazy';
import { sessionCleared } from '../../../lib/session-events';

/**
 * The overall-situation prompt (spec 2, last item): a person leaves for bank identification
 * (login type 6), a company sends its business ID (login type 3). `error` is a translation key.
 */
export interface SituationState {
  status: 'idle' | 'busy' | 'failed';
  error: string | null;
}

const initialState: SituationState = { status: 'idle', error: null };

const situationSliceDefinition = createSlice({
  name: 'situation',
  initialState,
  reducers: {
    bankIdentificationRequested: (state) => {
      state.status = 'busy';
      state.error = null;
    },
    businessIdSent: (state, _action: PayloadAction<string>) => {
      state.status = 'busy';
      state.error = null;
    },
    situationFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    situationReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectSituation: (state) => state,
  },
});

declare module '../../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof situationSliceDefinition> {}
}

/** Injected when the front page is first loaded (not part of the login route). */
export const situationSlice = situationSliceDefinition.injectInto(lazySlices);

export const { bankIdentificationRequested, businessIdSent, situationFailed, situationReset } =
  situationSlice.actions;
export const { selectSituation } = situationSlice.selectors;
