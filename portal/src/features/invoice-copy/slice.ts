import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';

export interface InvoiceCopyRequest {
  orderNr: number;
  billNrs: number[];
  email: string;
}

/** An invoice copy being ordered (spec 4: intro, bills and e-mail, done). */
export interface InvoiceCopyState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  error: string | null;
  /** The debt's due date after the order (the answer's `value`), YYYY-MM-DD. */
  newDueDate: string | null;
}

const initialState: InvoiceCopyState = { status: 'idle', error: null, newDueDate: null };

const invoiceCopySliceDefinition = createSlice({
  name: 'invoiceCopy',
  initialState,
  reducers: {
    invoiceCopyRequested: (state, _action: PayloadAction<InvoiceCopyRequest>) => {
      state.status = 'sending';
      state.error = null;
    },
    invoiceCopySent: (state, action: PayloadAction<string | null>) => {
      state.status = 'sent';
      state.newDueDate = action.payload;
    },
    invoiceCopyFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    invoiceCopyReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectInvoiceCopy: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof invoiceCopySliceDefinition> {}
}

export const invoiceCopySlice = invoiceCopySliceDefinition.injectInto(lazySlices);
export const { invoiceCopyRequested, invoiceCopySent, invoiceCopyFailed, invoiceCopyReset } =
  invoiceCopySlice.actions;
export const { selectInvoiceCopy } = invoiceCopySlice.selectors;
