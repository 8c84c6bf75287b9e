import { useCallback, type ForwardedRef } from 'react';

/**
 * A callback ref that hands the element to a component's forwarded ref. Stitches types a root's
 * `ref` by the element its `as` makes, and TypeScript cannot pick one for a union of tags
 * (`div | section | article`); each of them is an `HTMLElement`, which this callback takes, so
 * the ref needs no cast.
 */
export function useForwardedRef<T extends HTMLElement>(
  ref: ForwardedRef<T>,
): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}
