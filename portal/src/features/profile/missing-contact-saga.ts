import { call, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { sagaContext } from '../../lib/api';
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
 * debtor number. Remembering the time as the dialog opens is what makes it "once": the silent
 * reloads that follow find it asked.
 */
export function* askMissingContactSaga(action: ReturnType<typeof debtorLoaded>): SagaIterator {
  const now = yield* sagaContext('now');
  // The rule and its dates load after login, so they stay out of the login route's budget.
  const rules: typeof MissingContact = yield call(() => import('./missing-contact'));
  const { nr } = action.payload.debtor;
  if (!rules.shouldAskMissingContact(action.payload, rules.lastAskedOf(nr), now())) return;
  rules.rememberAsked(nr, now());
  yield put(dialogOpened({ name: 'missingContactInfo' }));
}

/** Part of the root saga: the prompt belongs to the login, not to any one page. */
export function* missingContactSaga(): SagaIterator {
  yield takeEvery(debtorLoaded.type, askMissingContactSaga);
}
