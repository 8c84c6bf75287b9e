import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../lib/lazy';
import { sessionCleared } from '../../lib/session-events';
import { debtorLoaded } from '../debtor';
import type { components } from '@portal/openapi';
import type { DataExportFormat, ReminderChoice } from './rules';

export type ReminderSettings = components['schemas']['ReminderSettings'];
export type PaymentDemandConsent = components['schemas']['PaymentDemandConsent'];
export type ConsentChannel = 'email' | 'sms';

export type ContactType = 'phone' | 'email';

/** What the debtor sees after an action: a translation key, success or failure. */
export interface ProfileResult {
  /** Grows with every result, so a form can tell a new success from an old one. */
  id: number;
  tone: 'success' | 'error';
  key: string;
}

export interface ProfileState {
  adding: Record<ContactType, boolean>;
  /** The allowed flags as chosen, until the reloaded debtor data carries them (or a failure). */
  allowChosen: Record<ContactType, boolean | null>;
  results: Record<
    'addPhone' | 'addEmail' | 'allowPhone' | 'allowEmail' | 'reminders' | 'consent',
    ProfileResult | null
  >;
  /** The reminder choice and the consent to electronic payment demands, as loaded. */
  reminders: ReminderSettings | null;
  consent: PaymentDemandConsent | null;
  /** A translation key when loading them failed. */
  extrasError: string | null;
  savingReminders: boolean;
  /** The consent action under way. */
  consentBusy: 'give' | 'withdraw' | null;
  nextId: number;
  /** The personal-data export being downloaded, per format, and the last failure. */
  exporting: Record<DataExportFormat, boolean>;
  exportError: string | null;
}

const initialState: ProfileState = {
  adding: { phone: false, email: false },
  allowChosen: { phone: null, email: null },
  results: {
    addPhone: null,
    addEmail: null,
    allowPhone: null,
    allowEmail: null,
    reminders: null,
    consent: null,
  },
  reminders: null,
  consent: null,
  extrasError: null,
  savingReminders: false,
  consentBusy: null,
  nextId: 1,
  exporting: { json: false, pdf: false },
  exportError: null,
};

const addResult = (type: ContactType) => (type === 'phone' ? 'addPhone' : 'addEmail');
const allowResult = (type: ContactType) => (type === 'phone' ? 'allowPhone' : 'allowEmail');

const profileSliceDefinition = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    contactAddRequested: (state, action: PayloadAction<{ type: ContactType; text: string }>) => {
      state.adding[action.payload.type] = true;
      state.results[addResult(action.payload.type)] = null;
    },
    contactAddFinished: (
      state,
      action: PayloadAction<{ type: ContactType; tone: ProfileResult['tone']; key: string }>,
    ) => {
      const { type, tone, key } = action.payload;
      state.adding[type] = false;
      state.results[addResult(type)] = { id: state.nextId, tone, key };
      state.nextId += 1;
    },
    contactAllowRequested: (
      state,
      action: PayloadAction<{ type: ContactType; allow: boolean }>,
    ) => {
      state.allowChosen[action.payload.type] = action.payload.allow;
      state.results[allowResult(action.payload.type)] = null;
    },
    contactAllowFinished: (
      state,
      action: PayloadAction<{ type: ContactType; tone: ProfileResult['tone']; key: string }>,
    ) => {
      const { type, tone, key } = action.payload;
      // A failure shows the saved value again; a success keeps the choice until the reload.
      if (tone === 'error') state.allowChosen[type] = null;
      state.results[allowResult(type)] = { id: state.nextId, tone, key };
      state.nextId += 1;
    },
    profileExtrasRequested: (state) => {
      state.extrasError = null;
    },
    profileExtrasLoaded: (
      state,
      action: PayloadAction<{ reminders: ReminderSettings; consent: PaymentDemandConsent }>,
    ) => {
      state.reminders = action.payload.reminders;
      state.consent = action.payload.consent;
    },
    profileExtrasFailed: (state, action: PayloadAction<{ errorKey: string }>) => {
      state.extrasError = action.payload.errorKey;
    },
    remindersSaveRequested: (state, _action: PayloadAction<ReminderChoice>) => {
      state.savingReminders = true;
      state.results.reminders = null;
    },
    remindersSaveFinished: (
      state,
      action: PayloadAction<{
        tone: ProfileResult['tone'];
        key: string;
        reminders?: ReminderSettings;
      }>,
    ) => {
      const { tone, key, reminders } = action.payload;
      state.savingReminders = false;
      if (reminders) state.reminders = reminders;
      state.results.reminders = { id: state.nextId, tone, key };
      state.nextId += 1;
    },
    consentGiveRequested: (state, _action: PayloadAction<{ channel: ConsentChannel }>) => {
      state.consentBusy = 'give';
      state.results.consent = null;
    },
    consentWithdrawRequested: (state) => {
      state.consentBusy = 'withdraw';
      state.results.consent = null;
    },
    consentFinished: (
      state,
      action: PayloadAction<{
        tone: ProfileResult['tone'];
        key: string;
        consent?: PaymentDemandConsent;
      }>,
    ) => {
      const { tone, key, consent } = action.payload;
      state.consentBusy = null;
      if (consent) state.consent = consent;
      state.results.consent = { id: state.nextId, tone, key };
      state.nextId += 1;
    },
    profileLeft: (state) => {
      state.results = initialState.results;
      state.exportError = null;
    },
    dataExportRequested: (state, action: PayloadAction<{ format: DataExportFormat }>) => {
      state.exporting[action.payload.format] = true;
      state.exportError = null;
    },
    dataExportFinished: (
      state,
      action: PayloadAction<{ format: DataExportFormat; errorKey: string | null }>,
    ) => {
      state.exporting[action.payload.format] = false;
      state.exportError = action.payload.errorKey;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(debtorLoaded, (state) => {
      state.allowChosen = initialState.allowChosen;
    });
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectAdding: (state) => state.adding,
    selectAllowChosen: (state) => state.allowChosen,
    selectProfileResults: (state) => state.results,
    selectExporting: (state) => state.exporting,
    selectExportError: (state) => state.exportError,
    selectReminderSettings: (state) => state.reminders,
    selectDemandConsent: (state) => state.consent,
    selectExtrasError: (state) => state.extrasError,
    selectSavingReminders: (state) => state.savingReminders,
    selectConsentBusy: (state) => state.consentBusy,
  },
});

declare module '../../lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK lazy-slice declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof profileSliceDefinition> {}
}

/** Injected when the profile page is first loaded (not part of the login route). */
export const profileSlice = profileSliceDefinition.injectInto(lazySlices);

export const {
  contactAddRequested,
  contactAddFinished,
  contactAllowRequested,
  contactAllowFinished,
  profileLeft,
  dataExportRequested,
  dataExportFinished,
  profileExtrasRequested,
  profileExtrasLoaded,
  profileExtrasFailed,
  remindersSaveRequested,
  remindersSaveFinished,
  consentGiveRequested,
  consentWithdrawRequested,
  consentFinished,
} = profileSlice.actions;
export const {
  selectAdding,
  selectAllowChosen,
  selectProfileResults,
  selectExporting,
  selectExportError,
  selectReminderSettings,
  selectDemandConsent,
  selectExtrasError,
  selectSavingReminders,
  selectConsentBusy,
} = profileSlice.selectors;
