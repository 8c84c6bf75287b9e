import { createAppStore, type CoreStoreOptions } from './store-core';
import { startSagas, type SagaOptions } from './sagas';

export { rootReducer, type RootState } from './store-core';

export interface StoreOptions extends CoreStoreOptions, SagaOptions {}

/**
 * The store with its sagas running from the start (tests, and every page but the prerendered
 * login page, whose saga layer loads on the first interaction: App.tsx).
 */
export function makeStore(options: StoreOptions = {}) {
  const store = createAppStore(options);
  startSagas(store, options);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
