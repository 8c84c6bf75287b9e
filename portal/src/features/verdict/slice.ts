import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import type { SigningReturnIds } from '../../lib/signing-return';
import { sessionCleared } from '../../lib/session-events';
import type { DebtorData } from '../debtor';

export interface VerdictStart {
  email: string;
  mandatory: boolean;
  /** The debt's order number from its actions menu; null: every available decision. */
  orderNr: number | null;
}

/** The court decision (spec 4): authenticating for it, and back from the signing service. */
export interface VerdictState {
  status: 'idle' | 'starting' | 'verifying' | 'verified' | 'failed';
  error: string | null;
}

const initialState: VerdictState = { status: 'idle', error: null };

const verdictSliceDefinition = createSlice({
  name: 'verdict',
  initialState,
  reducers: {
    /** The debtor's data arrived after login: the dialog and the notice when decisions wait. */
    verdictCheckRequested: (_state, _action: PayloadAction<DebtorData>) => {},
    verdictStartRequested: (state, _action: PayloadAction<VerdictStart>) => {
      state.status = 'starting';
      state.error = null;
    },
    verdictVerifyRequested: (state, _action: PayloadAction<SigningReturnIds>) => {
      state.status = 'verifying';
      state.error = null;
    },
    verdictVerified: (state) => {
      state.status = 'verified';
    },
    verdictFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    verdictReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectVerdict: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof verdictSliceDefinition> {}
}

export const verdictSlice = verdictSliceDefinition.injectInto(lazySlices);
export const {
  verdictCheckRequested,
  verdictStartRequested,
  verdictVerifyRequested,
  verdictVerified,
  verdictFailed,
  verdictReset,
} = verdictSlice.actions;
export const { selectVerdict } = verdictSlice.selectors;
