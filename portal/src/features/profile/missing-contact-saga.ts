import { call, fork, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi, sagaContext } from '../../lib/api';
import { dialogOpened } from '../../lib/dialogs';
import { debtorLoaded } from '../debtor';
import type * as MissingContact from './missing-contact';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    missingContactInfo: Record<string, never>;
  }
}

/**
 * spec 4: after the debtor data loads, ask for a missing e-mail or phone at most once a month per
 * debtor. "Last asked" lives on the server with the contact data (`lastQueried`), so logging out
 * and in again, or another device, does not ask again. The numbers asked during this page's life
 * are also remembered here: the silent reloads that follow may arrive before the server has
 * recorded the time.
 */
export function* askMissingContactSaga(
  askedHere: Set<number>,
  action: ReturnType<typeof debtorLoaded>,
): SagaIterator {
  const now = yield* sagaContext('now');
  // The rule and its dates load after login, so they stay out of the login route's budget.
  const rules: typeof MissingContact = yield call(() => import('./missing-contact'));
  const { nr } = action.payload.debtor;
  if (askedHere.has(nr)) return;
  if (!rules.shouldAskMissingContact(action.payload, rules.lastQueriedOf(action.payload), now()))
    return;
  askedHere.add(nr);
  yield put(dialogOpened({ name: 'missingContactInfo' }));
  // A failure here only means the debtor may be asked again at the next login.
  yield* callApi((api) => api.POST('/api/debtor/contactQueried'));
}

/**
 * Part of the root saga: the prompt belongs to the login, not to any one page. `first` is the
 * data that loaded before this code did (app/sagas.ts loads it then).
 */
export function* missingContactSaga(first?: ReturnType<typeof debtorLoaded>): SagaIterator {
  const askedHere = new Set<number>();
  if (first) yield fork(askMissingContactSaga, askedHere, first);
  yield takeEvery(debtorLoaded.type, askMissingContactSaga, askedHere);
}
