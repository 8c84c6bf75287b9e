import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';
import type { ReclamationRequestBody } from './rules';

export interface ReclamationRequest {
  orderNr: number;
  /**
   * The multipart body (spec 7) as the contract types it, files included; kept out of the
   * store's state, only carried by the action (the store's serializable check skips it).
   */
  form: ReclamationRequestBody;
}

/** A reclamation being sent (spec 4): the fields and attachments live in the dialog. */
export interface ReclamationState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  error: string | null;
}

const initialState: ReclamationState = { status: 'idle', error: null };

const reclamationSliceDefinition = createSlice({
  name: 'reclamation',
  initialState,
  reducers: {
    reclamationRequested: {
      reducer: (state) => {
        state.status = 'sending';
        state.error = null;
      },
      prepare: (payload: ReclamationRequest) => ({ payload }),
    },
    reclamationSent: (state) => {
      state.status = 'sent';
    },
    reclamationFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    reclamationReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectReclamation: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof reclamationSliceDefinition> {}
}

export const reclamationSlice = reclamationSliceDefinition.injectInto(lazySlices);
export const { reclamationRequested, reclamationSent, reclamationFailed, reclamationReset } =
  reclamationSlice.actions;
export const { selectReclamation } = reclamationSlice.selectors;
