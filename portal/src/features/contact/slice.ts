import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';
import type { ContactRequestBody } from './rules';

export interface ContactRequestAction {
  orderNr: number;
  /**
   * The multipart body (spec 7) as the contract types it, files included; kept out of the
   * store's state, only carried by the action (the store's serializable check skips it).
   */
  form: ContactRequestBody;
}

/** A contact request (spec 4: form, sending, done, failed); the fields and files live in the dialog. */
export interface ContactState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  error: string | null;
}

const initialState: ContactState = { status: 'idle', error: null };

const contactSliceDefinition = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    contactRequested: {
      reducer: (state) => {
        state.status = 'sending';
        state.error = null;
      },
      prepare: (payload: ContactRequestAction) => ({ payload }),
    },
    contactSent: (state) => {
      state.status = 'sent';
    },
    contactFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    contactReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectContact: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof contactSliceDefinition> {}
}

export const contactSlice = contactSliceDefinition.injectInto(lazySlices);
export const { contactRequested, contactSent, contactFailed, contactReset } = contactSlice.actions;
export const { selectContact } = contactSlice.selectors;
