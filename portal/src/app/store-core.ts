import {
  combineSlices,
  configureStore,
  type Middleware,
  type MiddlewareAPI,
} from '@reduxjs/toolkit';
import { sessionSlice } from '../features/session/slice';
import { loadConsent } from '../features/session/storage';
import { debtorSlice } from '../features/debtor/slice';
import { announcementsSlice } from '../features/announcements/slice';
import { messagesSlice } from '../lib/messages';
import { languageSlice, storedLanguage } from '../lib/language';
import { dialogsSlice } from '../lib/dialogs';
import { attachRootReducer } from '../lib/lazy';
import type { LazyLoadedSlices, LazySaga } from '../lib/store-types';

/**
 * What every route needs: session, language, messages, dialogs, debtor data and announcements.
 * Features loaded later inject their slices (`lib/lazy.ts`), so the login route does not load
 * the code of features it does not show.
 */
export const rootReducer = combineSlices(
  sessionSlice,
  languageSlice,
  messagesSlice,
  dialogsSlice,
  debtorSlice,
  announcementsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
attachRootReducer(rootReducer);
export type RootState = ReturnType<typeof rootReducer>;

/** The saga layer's handle on the store (app/sagas.ts): its runner of features' sagas. */
export interface SagaLayer {
  injectSaga: (feature: LazySaga) => void;
}

/**
 * A middleware slot the saga layer fills when it arrives. Until then actions reach the reducers
 * as usual and are kept; the saga layer then sees them in order, so a click made before it loaded
 * (accepting cookies, say) still has its effect.
 */
function lateMiddleware() {
  let api: MiddlewareAPI | null = null;
  let next: ((action: unknown) => unknown) | null = null;
  let handler: ((action: unknown) => unknown) | null = null;
  const waiting: unknown[] = [];
  const middleware: Middleware = (middlewareApi) => (nextDispatch) => {
    api = middlewareApi;
    next = nextDispatch as (action: unknown) => unknown;
    return (action) => {
      if (handler) return handler(action);
      if (waiting.length < 500) waiting.push(action);
      return nextDispatch(action);
    };
  };
  return {
    middleware,
    /** Mounts the saga middleware (before its sagas run). */
    mount(saga: Middleware) {
      handler = saga(api!)(next!);
    },
    /** Hands the kept actions to the saga middleware only: the reducers have seen them. */
    replay(saga: Middleware) {
      const toSagas = saga(api!)((action: unknown) => action);
      for (const action of waiting.splice(0)) toSagas(action);
    },
  };
}

export interface CoreStoreOptions {
  preloadedState?: Partial<RootState>;
}

/**
 * The store without its side effects: reducers, state and a slot for the saga layer, which
 * `attachSagas` fills (`makeStore` at once; the browser's login page on the first interaction).
 */
export function createAppStore({ preloadedState }: CoreStoreOptions = {}) {
  const consent = loadConsent();
  const state = {
    ...preloadedState,
    session: { ...sessionSlice.getInitialState(), consent, ...preloadedState?.session },
    language: preloadedState?.language ?? { current: storedLanguage() },
  };
  const late = lateMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state as RootState,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // Multipart bodies (a reclamation's, a contact request's: fields and files) travel in
        // their request action to the saga that sends them; they never reach the state.
        serializableCheck: { ignoredActionPaths: ['payload.form'] },
      }).concat(late.middleware),
  });

  let layer: SagaLayer | null = null;
  const pending: LazySaga[] = [];
  return Object.assign(store, {
    /** Starts a lazily loaded feature's saga (once the saga layer is there). */
    injectSaga(feature: LazySaga) {
      if (layer) layer.injectSaga(feature);
      else if (!pending.some((p) => p.name === feature.name)) pending.push(feature);
    },
    /**
     * Attaches the saga layer: `start` mounts its middleware (`mount`), runs its sagas and then
     * calls `replay` so they see what happened before.
     */
    attachSagas(
      start: (hooks: {
        mount: (m: Middleware) => void;
        replay: (m: Middleware, injectSaga: SagaLayer['injectSaga']) => void;
      }) => SagaLayer,
    ) {
      if (layer) return;
      layer = start({
        mount: late.mount,
        // The features a page asked for start before the kept actions are replayed: a page
        // that asked for its data before the saga layer came (help's questions) is answered.
        replay: (saga, injectSaga) => {
          for (const feature of pending.splice(0)) injectSaga(feature);
          late.replay(saga);
        },
      });
      for (const feature of pending.splice(0)) layer.injectSaga(feature);
    },
  });
}

export type CoreStore = ReturnType<typeof createAppStore>;

/**
 * Resolves once `holds` is true of the store's state (at once if it already is), or after
 * `within` ms when given.
 */
export function untilState(
  store: Pick<CoreStore, 'getState' | 'subscribe'>,
  holds: (state: RootState) => boolean,
  within?: number,
): Promise<void> {
  return new Promise((resolve) => {
    if (holds(store.getState())) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = within === undefined ? undefined : setTimeout(done, within);
    const unsubscribe = store.subscribe(() => {
      if (holds(store.getState())) done();
    });
  });
}
