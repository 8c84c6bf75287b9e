import type { SliceInjectable } from './store-types';

/**
 * Lazily loaded slices inject themselves here (`slice.injectInto(lazySlices)`); the composition
 * root attaches its root reducer once. Slices that load before that (never in the app, where the
 * store exists before any page) wait in a queue.
 */
let root: SliceInjectable | null = null;
const waiting: Parameters<SliceInjectable['inject']>[] = [];

export const lazySlices: SliceInjectable = {
  inject(slice, config) {
    if (root) return root.inject(slice, config);
    waiting.push([slice, config]);
    return undefined;
  },
};

export function attachRootReducer(reducer: SliceInjectable): void {
  root = reducer;
  for (const args of waiting.splice(0)) reducer.inject(...args);
}
