import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import type { SigningReturnIds } from '../../lib/signing-return';

/** What was signed at the signing service: the settlement, or the court decision's identification. */
export type SigningKind = 'settlement' | 'verdict';

/** A signed-out return: being checked, then what the server recorded of it. */
export type SignedOutSigningResult = 'checking' | 'received' | 'cancelled' | 'failed';

/** Not reset when a session clears: the answer belongs to the signed-out page showing it. */
export interface SigningReturnState {
  result: SignedOutSigningResult | null;
}

const initialState: SigningReturnState = { result: null };

const signingReturnSliceDefinition = createSlice({
  name: 'signingReturn',
  initialState,
  reducers: {
    /** Back from the signing service after the session ended there. */
    signingReturnedSignedOut: (
      state,
      _action: PayloadAction<{ kind: SigningKind; ids: SigningReturnIds }>,
    ) => {
      state.result = 'checking';
    },
    signingReturnChecked: (state, action: PayloadAction<SignedOutSigningResult>) => {
      state.result = action.payload;
    },
  },
  selectors: {
    selectSignedOutSigningResult: (state) => state.result,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof signingReturnSliceDefinition> {}
}

export const signingReturnSlice = signingReturnSliceDefinition.injectInto(lazySlices);
export const { signingReturnedSignedOut, signingReturnChecked } = signingReturnSlice.actions;
export const { selectSignedOutSigningResult } = signingReturnSlice.selectors;
