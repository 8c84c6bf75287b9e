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

export interface DebtViewState {
  /** Reports being downloaded, by `reportKey`. */
  downloading: string[];
}

const initialState: DebtViewState = { downloading: [] };

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
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectDownloadingReports: (state) => state.downloading,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof debtViewSliceDefinition> {}
}

export const debtViewSlice = debtViewSliceDefinition.injectInto(lazySlices);
export const { reportRequested, reportFinished } = debtViewSlice.actions;
export const { selectDownloadingReports } = debtViewSlice.selectors;
