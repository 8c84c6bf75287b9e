import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import type { FaqItem } from './rules';

/** FAQ items: public, loaded once and cached (spec 7: "cached after first load"). */
export interface FaqState {
  items: FaqItem[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: FaqState = { items: [], status: 'idle' };

const faqSliceDefinition = createSlice({
  name: 'faq',
  initialState,
  reducers: {
    faqRequested: (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    faqLoaded: (state, action: PayloadAction<FaqItem[]>) => {
      state.items = action.payload;
      state.status = 'loaded';
    },
    faqFailed: (state) => {
      state.status = 'failed';
    },
  },
  selectors: {
    selectFaqItems: (state) => state.items,
    selectFaqStatus: (state) => state.status,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof faqSliceDefinition> {}
}

/** Injected when the feature's code is first loaded (not part of the login route). */
export const faqSlice = faqSliceDefinition.injectInto(lazySlices);

export const { faqRequested, faqLoaded, faqFailed } = faqSlice.actions;
export const { selectFaqItems, selectFaqStatus } = faqSlice.selectors;
