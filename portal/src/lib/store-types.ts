import type { Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';

/**
 * The store's types for features and lib, which do not import `app/` (the composition root):
 * type-only re-exports, so no code of `app/` is pulled in.
 */
export type { RootState, AppDispatch, AppStore } from '../app/store';

/**
 * Slices a page or dialog brings along when it is first loaded. Each declares itself here
 * (`declare module '…/lib/store-types'`) and injects itself with `slice.injectInto(lazySlices)`,
 * so the login route does not load the code of features it does not show.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** A lazily loaded feature's saga, started once per store when the feature is first used. */
export interface LazySaga {
  name: string;
  saga: () => SagaIterator;
}

/** What `slice.injectInto` needs of the root reducer. */
export interface SliceInjectable {
  inject: (
    slice: { reducerPath: string; reducer: Reducer },
    config?: { overrideExisting?: boolean },
  ) => unknown;
}
