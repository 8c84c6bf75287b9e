import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { all, call, put, spawn, take } from 'redux-saga/effects';
import { createPortalClient, type PortalClient } from '@portal/openapi';
import { refreshRequested } from '../features/session/slice';
import { needsRefresh } from '../features/session/rules';
import { sessionSaga } from '../features/session/sagas';
import { debtorLoaded } from '../features/debtor/slice';
import { debtorSaga } from '../features/debtor/sagas';
import { announcementsSaga } from '../features/announcements/sagas';
import { callApi } from '../lib/api';
import { sessionCleared } from '../lib/session-events';
import { postForm as submitForm } from '../lib/post-form';
import { withEarlyRead } from '../lib/early-read';
import type { LazySaga } from '../lib/store-types';
import type { SagaContext } from '../lib/saga-context';
import { untilState, type CoreStore } from './store-core';
import type * as MissingContactPrompt from '../features/profile/missing-contact-saga';
import type * as PayingSagas from '../features/paying/sagas';
import type * as VerdictSagas from '../features/verdict/sagas';

/**
 * The missing-contact prompt (spec 4) belongs to the login, not to a page; its code loads with
 * the first debtor data (not part of the login route) and handles that data too.
 */
function* missingContactLauncher(): SagaIterator {
  const first: ReturnType<typeof debtorLoaded> = yield take(debtorLoaded.type);
  const prompt: typeof MissingContactPrompt = yield call(
    () => import('../features/profile/missing-contact-saga'),
  );
  yield call(prompt.missingContactSaga, first);
}

/**
 * After each login's first data, two features that may have to act at once, each loaded only
 * then (so most debtors' front page carries neither):
 * - the court decision (spec 4): one not yet delivered opens its dialog (mandatory) and, when
 *   recent, the 30-second notice;
 * - paying (spec 4): a payment pending from an earlier visit hides pay buttons and is polled;
 *   the launcher asks once (otherwise the paying sagas load with the first payment).
 */
function* loginLauncher(injectSaga: (feature: LazySaga) => void): SagaIterator {
  for (;;) {
    const first: ReturnType<typeof debtorLoaded> = yield take(debtorLoaded.type);
    // (Data without debts, as some tests dispatch, has nothing to check.)
    if ((first.payload.debts ?? []).some((d) => d.isVerdictAvailable && !d.isVerdictDownloaded)) {
      const verdict: typeof VerdictSagas = yield call(() => import('../features/verdict/sagas'));
      yield call(injectSaga, verdict.verdictFeature);
      yield put(verdict.verdictCheckRequested(first.payload));
    }
    const result = yield* callApi((api) => api.GET('/api/payments/pending'));
    if (result.ok && result.value?.pending) {
      const paying: typeof PayingSagas = yield call(() => import('../features/paying/sagas'));
      yield call(injectSaga, paying.payingFeature);
      yield put(paying.pendingWatchRequested());
    }
    yield take(sessionCleared.type);
  }
}

function* rootSaga() {
  yield all([
    // Spawned: a failure in the prompt must not end the session's own sagas with it. First, so
    // it listens before the session is restored (see startSagas).
    spawn(missingContactLauncher),
    call(debtorSaga),
    call(sessionSaga),
    call(announcementsSaga),
  ]);
}

export interface SagaOptions {
  navigate?: SagaContext['navigate'];
  now?: () => number;
  redirect?: (url: string) => void;
  postForm?: SagaContext['postForm'];
  /** A client to use instead of the real one (tests). */
  api?: PortalClient;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
}

/**
 * The portal's side effects: the sagas and the typed client. Signed in, the client waits before
 * every call but the extension itself for the session to be extended when less than 25 minutes
 * remain (the session is the browser's HttpOnly cookie; the client never holds it). Separate from the store so the login page can show and hydrate without it (it loads
 * on the first interaction there: about 10 KB gzip off the login route).
 */
export function startSagas(
  store: CoreStore,
  {
    navigate = () => {},
    now = Date.now,
    redirect = (url) => window.location.assign(url),
    postForm = (url, fields) => submitForm(url, fields),
    api,
    fetch,
    baseUrl = '',
  }: SagaOptions = {},
): void {
  const waitForRefresh = () => untilState(store, (state) => !state.session.refreshing);

  const context: SagaContext = {
    navigate,
    now,
    redirect,
    postForm,
    api:
      api ??
      createPortalClient({
        baseUrl,
        // The page's early debtor read answers the first debtor read.
        fetch: withEarlyRead(fetch && ((input) => fetch(input))),
        session: {
          async beforeCall() {
            const { status, expiresAt, refreshing } = store.getState().session;
            if (status !== 'signedIn') return;
            if (!refreshing && needsRefresh(expiresAt, now())) store.dispatch(refreshRequested());
            await waitForRefresh();
          },
        },
      }),
  };

  store.attachSagas(({ mount, replay }) => {
    const sagaMiddleware = createSagaMiddleware({ context });
    mount(sagaMiddleware);
    const started = new Set<string>();
    /** Starts a lazily loaded feature's saga; a second call for the same feature does nothing. */
    const injectSaga = ({ name, saga }: LazySaga) => {
      if (started.has(name)) return;
      started.add(name);
      sagaMiddleware.run(saga);
    };
    // The launchers listen before the session is restored: a page hydrated with its data
    // announces that data at once, with no read to wait for.
    sagaMiddleware.run(loginLauncher, injectSaga);
    sagaMiddleware.run(rootSaga);
    replay(sagaMiddleware, injectSaga);
    return { injectSaga };
  });
}
