import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaqItem } from './rules';

/** FAQ items: public, loaded once and cached (spec 7: "cached after first load"). */
export interface FaqState {
  items: FaqItem[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: FaqState = { items: [], status: 'idle' };

export const faqSlice = createSlice({
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

export const { faqRequested, faqLoaded, faqFailed } = faqSlice.actions;
export const { selectFaqItems, selectFaqStatus } = faqSlice.selectors;
