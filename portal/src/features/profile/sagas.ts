import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { DEFAULT_REMINDER_DAYS } from '@portal/openapi';
import { callApi, selectState } from '../../lib/api';
import { selectLanguage, selectLocale } from '../../lib/language';
import { saveFile } from '../../lib/save-file';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested, selectDebtor } from '../debtor';
import { dataExportErrorKey, dataExportFileName, reminderSavedKey } from './rules';
import {
  contactAddFinished,
  contactAddRequested,
  contactAllowFinished,
  contactAllowRequested,
  consentFinished,
  consentGiveRequested,
  consentWithdrawRequested,
  dataExportFinished,
  dataExportRequested,
  profileExtrasFailed,
  profileExtrasLoaded,
  profileExtrasRequested,
  remindersSaveFinished,
  remindersSaveRequested,
} from './slice';
import { phoneToSend } from '../../lib/validation';

export function* addContactSaga(action: ReturnType<typeof contactAddRequested>): SagaIterator {
  const { type, text } = action.payload;
  const value = type === 'phone' ? phoneToSend(text) : text.trim();
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/add/{contactType}', {
      params: { path: { contactType: type } },
      body: { ContactType: type, Text: value, Allow: true },
    }),
  );
  if (result.ok) {
    yield put(contactAddFinished({ type, tone: 'success', key: `profile.added.${type}` }));
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(contactAddFinished({ type, tone: 'error', key: result.errorKey }));
  }
}

export function* setAllowedSaga(action: ReturnType<typeof contactAllowRequested>): SagaIterator {
  const { type, allow } = action.payload;
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/allow/{contactType}/{allow}', {
      params: { path: { contactType: type, allow } },
    }),
  );
  if (result.ok) {
    const state = allow ? 'on' : 'off';
    yield put(
      contactAllowFinished({ type, tone: 'success', key: `profile.allowSaved.${type}.${state}` }),
    );
    yield put(debtorRequested({ silent: true }));
  } else {
    yield put(contactAllowFinished({ type, tone: 'error', key: result.errorKey }));
  }
}

/**
 * Everything held about the debtor, downloaded at once: the JSON export's
 * `responseObject` saved as a file, or the PDF in the language in use.
 */
export function* dataExportSaga(action: ReturnType<typeof dataExportRequested>): SagaIterator {
  const { format } = action.payload;
  const language = yield* selectState(selectLanguage);
  const debtor = yield* selectState(selectDebtor);
  const fileName = dataExportFileName(format, language, debtor?.nr ?? 0);
  let blob: Blob | null = null;
  let errorKey: string | null = null;
  if (format === 'json') {
    const result = yield* callApi((api) => api.GET('/api/debtor/dataExport'));
    if (result.ok) {
      blob = new Blob([JSON.stringify(result.value, null, 2)], { type: 'application/json' });
    } else errorKey = result.errorKey;
  } else {
    const locale = yield* selectState(selectLocale);
    const result = yield* callApi((api) =>
      api.GET('/api/debtor/dataExport/{locale}', {
        params: { path: { locale } },
        parseAs: 'blob',
      }),
    );
    if (result.ok) blob = result.value;
    else errorKey = result.errorKey;
  }
  if (blob) yield call(saveFile, blob, fileName);
  yield put(
    dataExportFinished({
      format,
      errorKey: errorKey === null ? null : dataExportErrorKey(errorKey),
    }),
  );
}

/** The reminder choice and the consent to electronic payment demands, read together. */
export function* loadExtrasSaga(): SagaIterator {
  const reminders = yield* callApi((api) => api.GET('/api/debtor/reminders'));
  const consent = yield* callApi((api) => api.GET('/api/debtor/paymentDemandConsent'));
  if (reminders.ok && consent.ok && reminders.value && consent.value) {
    yield put(profileExtrasLoaded({ reminders: reminders.value, consent: consent.value }));
  } else {
    const failed = !reminders.ok ? reminders : !consent.ok ? consent : null;
    yield put(profileExtrasFailed({ errorKey: failed?.errorKey ?? 'error.server.0' }));
  }
}

export function* saveRemindersSaga(
  action: ReturnType<typeof remindersSaveRequested>,
): SagaIterator {
  const choice = action.payload;
  const language = yield* selectState(selectLanguage);
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/reminders', {
      body: {
        byEmail: choice.byEmail,
        bySms: choice.bySms,
        // No channel: the days do not matter; the contract takes one of the offered numbers.
        daysBefore: choice.daysBefore ?? DEFAULT_REMINDER_DAYS,
        language,
      },
    }),
  );
  if (!result.ok) {
    yield put(remindersSaveFinished({ tone: 'error', key: result.errorKey }));
    return;
  }
  const reread = yield* callApi((api) => api.GET('/api/debtor/reminders'));
  yield put(
    remindersSaveFinished({
      tone: 'success',
      key: reminderSavedKey(choice),
      ...(reread.ok && reread.value ? { reminders: reread.value } : {}),
    }),
  );
}

export function* giveConsentSaga(action: ReturnType<typeof consentGiveRequested>): SagaIterator {
  const result = yield* callApi((api) =>
    api.POST('/api/debtor/paymentDemandConsent', { body: { channel: action.payload.channel } }),
  );
  if (result.ok && result.value) {
    yield put(
      consentFinished({ tone: 'success', key: 'profile.consent.given', consent: result.value }),
    );
  } else {
    yield put(
      consentFinished({ tone: 'error', key: result.ok ? 'error.server.0' : result.errorKey }),
    );
  }
}

export function* withdrawConsentSaga(): SagaIterator {
  const result = yield* callApi((api) => api.POST('/api/debtor/paymentDemandConsent/withdraw'));
  if (result.ok && result.value) {
    yield put(
      consentFinished({ tone: 'success', key: 'profile.consent.withdrawn', consent: result.value }),
    );
  } else {
    yield put(
      consentFinished({ tone: 'error', key: result.ok ? 'error.server.0' : result.errorKey }),
    );
  }
}

export function* profileSaga(): SagaIterator {
  yield takeLatest(profileExtrasRequested.type, loadExtrasSaga);
  yield takeEvery(remindersSaveRequested.type, saveRemindersSaga);
  yield takeEvery(consentGiveRequested.type, giveConsentSaga);
  yield takeEvery(consentWithdrawRequested.type, withdrawConsentSaga);
  yield takeEvery(contactAddRequested.type, addContactSaga);
  yield takeEvery(contactAllowRequested.type, setAllowedSaga);
  yield takeEvery(dataExportRequested.type, dataExportSaga);
}

/** Started when the profile page is first opened. */
export const profileFeature: LazySaga = { name: 'profile', saga: profileSaga };
