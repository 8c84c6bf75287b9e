import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { todayInHelsinki } from '@portal/design-system';
import { callApi, sagaContext, selectState } from '../../lib/api';
import { dialogClosed, dialogOpened } from '../../lib/dialogs';
import { selectLanguage } from '../../lib/language';
import { messageShown } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { verifyBodyOf } from '../../lib/signing-return';
import type { LazySaga } from '../../lib/store-types';
import { debtorRequested, selectDebtorData, type Debt } from '../debtor';
import { needsVerdictDialog, recentUnseenVerdicts, undeliveredVerdicts } from './rules';
import {
  verdictCheckRequested,
  verdictFailed,
  verdictStartRequested,
  verdictVerified,
  verdictVerifyRequested,
} from './slice';
import { storeVerdict, takeStoredVerdict } from './storage';

declare module '../../lib/dialogs' {
  interface DialogPropsMap {
    /** spec 4: e-mail twice, then strong authentication to receive the court decision. */
    verdict: { orderNr: number | null };
    /** The decision was e-mailed; with the verdict feedback (type 6). */
    verdictSent: { orderNr: number };
  }
}

/**
 * spec 4, 9: after login, waiting decisions open the court-decision dialog, mandatory while a
 * decision is unopened; unseen decisions of this month also show the 30-second notice.
 */
export function* checkVerdictSaga(action: ReturnType<typeof verdictCheckRequested>): SagaIterator {
  const { debts } = action.payload;
  // The return from the signing service completes the flow itself.
  if (!needsVerdictDialog(debts) || location.pathname === paths.judgementVerify.path) return;
  const now = yield* sagaContext('now');
  const recent = recentUnseenVerdicts(debts, todayInHelsinki(new Date(now())));
  if (recent.length > 0) yield put(verdictNotice(recent));
  yield put(dialogOpened({ name: 'verdict', props: { orderNr: null }, mandatory: true }));
}

/**
 * spec 9's 30-second notice of this month's decisions, with a link to every debt that has one
 * (spec 2: "debt links"), each named by its case when there are several.
 */
function verdictNotice(recent: readonly Debt[]) {
  return messageShown({
    type: 'info',
    text: 'verdict.notice',
    values: { count: recent.length, cases: recent.map((debt) => debt.orderNr).join(', ') },
    clickToDismiss: true,
    links:
      recent.length === 1
        ? [{ text: 'verdict.noticeLink', path: paths.debt.getHref(recent[0]!.orderNr) }]
        : recent.map((debt) => ({
            text: 'verdict.noticeLinkCase',
            values: { case: debt.orderNr },
            path: paths.debt.getHref(debt.orderNr),
          })),
  });
}

/**
 * spec 4, 7, 8: to the signing service's address (stored first: the e-mail and whether it was
 * mandatory). A failure shows the ErrorCode; a mandatory dialog then closes.
 */
export function* startVerdictSaga(action: ReturnType<typeof verdictStartRequested>): SagaIterator {
  const { email, mandatory, orderNr } = action.payload;
  const language = yield* selectState(selectLanguage);
  let url: string | null = null;
  let errorKey = 'error.server.0';
  if (orderNr === null || mandatory) {
    const result = yield* callApi((api) =>
      api.POST('/api/judgement/sign', {
        body: { Email: email, Lang: language, IsMandatory: mandatory },
      }),
    );
    if (result.ok) url = result.value;
    else errorKey = result.errorKey;
  } else {
    const result = yield* callApi((api) =>
      api.POST('/api/judgement/judgementUrl', {
        body: {
          Email: email,
          OrderNrs: [orderNr],
          Lang: language,
          AuthMode: null,
          IsMandatory: false,
        },
      }),
    );
    if (result.ok) url = result.value?.url ?? null;
    else errorKey = result.errorKey;
  }
  if (url) {
    storeVerdict({ email, mandatory });
    const redirect = yield* sagaContext('redirect');
    redirect(url);
    return;
  }
  yield put(verdictFailed(errorKey));
  if (mandatory) {
    yield put(dialogClosed('verdict'));
    yield put(messageShown({ type: 'error', text: errorKey }));
  }
}

/**
 * Back at /judgement/verify (spec 4): the server e-mails the decision after a successful
 * authentication; the verdict-sent dialog confirms it. A cancelled authentication says
 * error.reconciliation.0, and a decision still unopened brings the dialog back.
 */
export function* verifyVerdictSaga(
  action: ReturnType<typeof verdictVerifyRequested>,
): SagaIterator {
  const navigate = yield* sagaContext('navigate');
  const stored = takeStoredVerdict();
  const language = yield* selectState(selectLanguage);
  let outcome: 'ok' | 'cancel' | 'error' = 'error';
  let errorKey = 'error.server.0';
  // The server e-mails the address the task was started with; a return in another tab (no
  // stored e-mail) is verified all the same.
  const result = yield* callApi((api) =>
    api.POST('/api/judgement/verify', {
      body: { ...verifyBodyOf(action.payload), Lang: language },
    }),
  );
  if (result.ok && result.value) outcome = result.value;
  else if (!result.ok) errorKey = result.errorKey;
  const data = yield* selectState(selectDebtorData);
  navigate(paths.frontPage.getHref(), { replace: true });
  if (outcome === 'ok') {
    yield put(verdictVerified());
    const orderNr = data ? (undeliveredVerdicts(data.debts)[0]?.orderNr ?? 0) : 0;
    yield put(dialogOpened({ name: 'verdictSent', props: { orderNr } }));
    // The notice given at login left with the page for the identification: it comes again here,
    // shown once the decision-sent dialog has closed, with its links to the debts.
    const now = yield* sagaContext('now');
    const recent = data ? recentUnseenVerdicts(data.debts, todayInHelsinki(new Date(now()))) : [];
    if (recent.length > 0) yield put(verdictNotice(recent));
    yield put(debtorRequested({ silent: true }));
    return;
  }
  const key = outcome === 'cancel' ? 'error.reconciliation.0' : errorKey;
  yield put(verdictFailed(key));
  yield put(messageShown({ type: 'error', text: key }));
  if (data && needsVerdictDialog(data.debts)) {
    yield put(
      dialogOpened({
        name: 'verdict',
        props: { orderNr: null },
        mandatory: stored?.mandatory ?? true,
      }),
    );
  }
}

export function* verdictSaga(): SagaIterator {
  yield takeLatest(verdictCheckRequested.type, checkVerdictSaga);
  yield takeLeading(verdictStartRequested.type, startVerdictSaga);
  yield takeLeading(verdictVerifyRequested.type, verifyVerdictSaga);
}

export const verdictFeature: LazySaga = { name: 'verdict', saga: verdictSaga };

/** For the launcher in app/store.ts, which loads this module when a decision waits. */
export { verdictCheckRequested } from './slice';
