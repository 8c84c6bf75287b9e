import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in step with the window; `null` while the server
 * renders and while the browser hydrates that HTML (the server cannot know the width, so such
 * a page shows both variants and lets CSS pick: see the login page).
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** Below the small breakpoint (600 px, spec 9). */
export const SMALL_SCREEN = '(max-width: 599.98px)';
