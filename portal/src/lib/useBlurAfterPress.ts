import { useCallback, useEffect, useRef } from 'react';

/**
 * An error shown when a field loses focus pushes everything below it down. When the
 * focus leaves because the debtor presses the mouse on something (the form's button, the next
 * field), the page moved between the press and the release, so the click landed elsewhere or
 * nowhere and was lost. With this hook a field's blur work waits while a pointer is pressed and
 * runs after the release and its click; a blur without a press (Tab, a tap, which blurs only after
 * the finger is lifted) runs at once.
 *
 * `afterPress(work)` runs `work` now, or after the pointer that is down is released.
 */
export function useBlurAfterPress(): (work: () => void) => void {
  const pressing = useRef(false);
  const pending = useRef<(() => void)[]>([]);

  useEffect(() => {
    const press = () => {
      pressing.current = true;
    };
    const release = () => {
      pressing.current = false;
      const work = pending.current.splice(0);
      // A task after the release's own, so the click that follows it is dispatched first.
      if (work.length > 0) window.setTimeout(() => work.forEach((run) => run()), 0);
    };
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, []);

  return useCallback((work: () => void) => {
    if (pressing.current) pending.current.push(work);
    else work();
  }, []);
}
