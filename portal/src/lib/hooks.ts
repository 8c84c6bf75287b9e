import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, LazySaga, RootState } from './store-types';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Starts a lazily loaded feature's saga before the component's effects dispatch to it. Calling it
 * during render is safe: starting is idempotent per store.
 */
export function useLazySaga(feature: LazySaga): void {
  useAppStore().injectSaga(feature);
}
