import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';

/** A report of the actions menu (spec 2, 7). */
export type ReportRequest =
  | { kind: 'balance'; debtNr: number; fileName: string }
  | { kind: 'planConfirmation'; msnr: number; fileName: string };

/** One key per document, so two reports can load at once and each shows its own busy state. */
type ReportId = { kind: 'balance'; debtNr: number } | { kind: 'planConfirmation'; msnr: number };

export const reportKey = (report: ReportId): string =>
  report.kind === 'balance' ? `balance-${report.debtNr}` : `plan-${report.msnr}`;

/** spec 4: a suggested plan accepted or declined. */
export interface SuggestionAnswer {
  orderNr: number;
  msNr: number;
  accept: boolean;
}

export interface DebtViewState {
  /** Reports being downloaded, by `reportKey`. */
  downloading: string[];
  /** A suggested plan's answer on its way to the server. */
  answering: SuggestionAnswer | null;
}

const initialState: DebtViewState = { downloading: [], answering: null };

const debtViewSliceDefinition = createSlice({
  name: 'debtView',
  initialState,
  reducers: {
    /** The file name is translated by the component that asks (the saga has no i18next). */
    reportRequested: (state, action: PayloadAction<ReportRequest>) => {
      const key = reportKey(action.payload);
      if (!state.downloading.includes(key)) state.downloading.push(key);
    },
    reportFinished: (state, action: PayloadAction<string>) => {
      state.downloading = state.downloading.filter((key) => key !== action.payload);
    },
    suggestionAnswered: (state, action: PayloadAction<SuggestionAnswer>) => {
      state.answering = action.payload;
    },
    suggestionSettled: (state) => {
      state.answering = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectDownloadingReports: (state) => state.downloading,
    selectSuggestionAnswer: (state) => state.answering,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof debtViewSliceDefinition> {}
}

export const debtViewSlice = debtViewSliceDefinition.injectInto(lazySlices);
export const { reportRequested, reportFinished, suggestionAnswered, suggestionSettled } =
  debtViewSlice.actions;
export const { selectDownloadingReports, selectSuggestionAnswer } = debtViewSlice.selectors;
