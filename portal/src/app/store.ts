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
import type { SagaIterator } from 'redux-saga';
import type { SagaContext } from '../lib/saga-context';

/**
 * Slices a page or dialog brings along when it is first loaded. Each declares itself here
 * (`declare module`) and injects itself with `slice.injectInto(rootReducer)`, so the login route
 * does not load the code of features it does not show (budget 150 KB).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** What every route needs: session, messages, UI flags, debtor data and announcements. */
export const rootReducer = combineSlices(
  sessionSlice,
  messagesSlice,
  uiSlice,
  debtorSlice,
  announcementsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

function* rootSaga() {
  yield all([call(sessionSaga), call(debtorSaga), call(announcementsSaga)]);
}

/** A lazily loaded feature's saga, started once per store when the feature is first used. */
export interface LazySaga {
  name: string;
  saga: () => SagaIterator;
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

  const started = new Set<string>();
  /** Starts a lazily loaded feature's saga; a second call for the same feature does nothing. */
  const injectSaga = ({ name, saga }: LazySaga) => {
    if (started.has(name)) return;
    started.add(name);
    sagaMiddleware.run(saga);
  };
  return Object.assign(store, { injectSaga });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
