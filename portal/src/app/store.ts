import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createPortalClient, type PortalClient } from '@portal/openapi';
import { sessionSlice, refreshRequested } from '../features/session/slice';
import { needsRefresh } from '../features/session/rules';
import { loadConsent } from '../features/session/storage';
import { sessionSaga } from '../features/session/sagas';
import { messagesSlice } from '../features/messages/slice';
import { uiSlice } from '../features/ui/slice';
import { debtorSlice } from '../features/debtor/slice';
import { debtorSaga } from '../features/debtor/sagas';
import { announcementsSlice } from '../features/announcements/slice';
import { announcementsSaga } from '../features/announcements/sagas';
import { feedbackSlice } from '../features/feedback/slice';
import { feedbackSaga } from '../features/feedback/sagas';
import { faqSlice } from '../features/help/slice';
import { faqSaga } from '../features/help/sagas';
import type { SagaContext } from '../lib/saga-context';

export const rootReducer = combineSlices(
  sessionSlice,
  messagesSlice,
  uiSlice,
  debtorSlice,
  announcementsSlice,
  feedbackSlice,
  faqSlice,
);
export type RootState = ReturnType<typeof rootReducer>;

function* rootSaga() {
  yield all([
    call(sessionSaga),
    call(debtorSaga),
    call(announcementsSaga),
    call(feedbackSaga),
    call(faqSaga),
  ]);
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  navigate?: SagaContext['navigate'];
  now?: () => number;
  redirect?: (url: string) => void;
  /** A client to use instead of the real one (tests). */
  api?: PortalClient;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
}

/**
 * The store with its sagas and the typed client. The client asks the store for the token and,
 * before every call but refresh, waits for a refresh when less than 25 minutes remain.
 */
export function makeStore({
  preloadedState,
  navigate = () => {},
  now = Date.now,
  redirect = (url) => window.location.assign(url),
  api,
  fetch,
  baseUrl = '',
}: StoreOptions = {}) {
  const consent = loadConsent();
  const state = {
    ...preloadedState,
    session: { ...sessionSlice.getInitialState(), consent, ...preloadedState?.session },
  };
  const context: Partial<SagaContext> = { navigate, now, redirect };
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });

  const waitForRefresh = () =>
    new Promise<void>((resolve) => {
      if (!store.getState().session.refreshing) return resolve();
      const unsubscribe = store.subscribe(() => {
        if (!store.getState().session.refreshing) {
          unsubscribe();
          resolve();
        }
      });
    });

  context.api =
    api ??
    createPortalClient({
      baseUrl,
      ...(fetch ? { fetch } : {}),
      session: {
        getToken: () => store.getState().session.token,
        async beforeCall() {
          const { token, expiresAt, refreshing } = store.getState().session;
          if (!token) return;
          if (!refreshing && needsRefresh(expiresAt, now())) store.dispatch(refreshRequested());
          await waitForRefresh();
        },
      },
    });
  sagaMiddleware.setContext(context);
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
