import { call, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, selectState } from '../../lib/api';
import { selectLanguage, selectLocale } from '../../lib/language';
import { saveFile } from '../../lib/save-file';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested, selectDebtor } from '../debtor';
import { dataExportErrorKey, dataExportFileName } from './rules';
import {
  contactAddFinished,
  contactAddRequested,
  contactAllowFinished,
  contactAllowRequested,
  dataExportFinished,
  dataExportRequested,
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
 * Issue 18: everything held about the debtor, downloaded at once: the JSON export's
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

export function* profileSaga(): SagaIterator {
  yield takeEvery(contactAddRequested.type, addContactSaga);
  yield takeEvery(contactAllowRequested.type, setAllowedSaga);
  yield takeEvery(dataExportRequested.type, dataExportSaga);
}

/** Started when the profile page is first opened. */
export const profileFeature: LazySaga = { name: 'profile', saga: profileSaga };
