export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Sagas run outside React but must navigate with the router. The bridge forwards to the router's
 * navigate once it is attached; a navigation asked for before that waits for it.
 */
export function createNavigationBridge() {
  const state: { target: Navigate | null; pending: Parameters<Navigate> | null } = {
    target: null,
    pending: null,
  };
  return {
    navigate: ((to, options) => {
      if (state.target) state.target(to, options);
      else state.pending = [to, options];
    }) as Navigate,
    attach(target: Navigate) {
      state.target = target;
      if (state.pending) target(...state.pending);
      state.pending = null;
    },
  };
}
