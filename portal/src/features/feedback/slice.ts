import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import type { Schemas } from '@portal/openapi';
import { sessionCleared } from '../../lib/session-events';

export type FeedbackType = Schemas['FeedbackType'];

/**
 * spec 4: the first smiley click saves (with the NPS, spec 7) and returns an update token; the
 * comment is then sent as an update with that token; the smiley and the NPS are locked once
 * saved; a thank-you follows the send.
 */
export interface FeedbackState {
  token: string | null;
  smiley: 0 | 1 | null;
  status: 'idle' | 'saving' | 'saved' | 'sending' | 'sent';
  error: string | null;
}

const initialState: FeedbackState = { token: null, smiley: null, status: 'idle', error: null };

const feedbackSliceDefinition = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    smileyChosen: (
      state,
      action: PayloadAction<{
        feedbackType: FeedbackType;
        orderNr: number;
        smiley: 0 | 1;
        /** spec 7: the save carries the NPS (0-10, default 5); the update sends it as null. */
        nps: number | null;
      }>,
    ) => {
      if (state.status !== 'idle') return; // locked once chosen
      state.smiley = action.payload.smiley;
      state.status = 'saving';
      state.error = null;
    },
    feedbackSaved: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
      state.status = 'saved';
    },
    commentSent: (
      state,
      _action: PayloadAction<{
        feedbackType: FeedbackType;
        orderNr: number;
        comment: string;
      }>,
    ) => {
      if (state.status === 'saved') {
        state.status = 'sending';
        state.error = null;
      }
    },
    feedbackSent: (state) => {
      state.status = 'sent';
    },
    feedbackFailed: (
      state,
      action: PayloadAction<{ error: string; during: 'save' | 'update' }>,
    ) => {
      state.error = action.payload.error;
      // A failed save lets the user choose again; a failed update keeps the saved token.
      if (action.payload.during === 'save') {
        state.status = 'idle';
        state.smiley = null;
      } else {
        state.status = 'saved';
      }
    },
    feedbackReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: { selectFeedback: (state) => state },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof feedbackSliceDefinition> {}
}

/** Injected when the feature's code is first loaded (not part of the login route). */
export const feedbackSlice = feedbackSliceDefinition.injectInto(lazySlices);

export const {
  smileyChosen,
  feedbackSaved,
  commentSent,
  feedbackSent,
  feedbackFailed,
  feedbackReset,
} = feedbackSlice.actions;
export const { selectFeedback } = feedbackSlice.selectors;
