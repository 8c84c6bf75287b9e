import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { ACTIVITY_THROTTLE_MS } from './rules';
import { userActive } from './slice';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Reports the signed-in user's input to the session saga (at most every 30 s), so an idle
 * session is not extended by itself. Arriving (logging in, reloading) counts as input.
 */
export function useUserActivity(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signedIn) return;
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      dispatch(userActive(now));
    };
    onInput();
    const options = { capture: true, passive: true };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
    };
  }, [signedIn, dispatch]);
}
