import type { AnalyticsEvent, AnalyticsProvider } from '../../lib/analytics';
import type { ChatContext, ChatProvider } from '../../lib/chat';

/**
 * Providers chosen by build configuration (`VITE_ANALYTICS_PROVIDER`, `VITE_CHAT_PROVIDER`); both
 * are off unless set. They hand data to a tag manager or chat embed the company adds to its own
 * deployment (and allows in the CSP); the portal itself loads no third-party script.
 */

/** `datalayer`: events are pushed to `window.dataLayer`, the queue tag managers read. */
export function dataLayerAnalytics(target: Window = window): AnalyticsProvider {
  return {
    send({ name, properties }: AnalyticsEvent) {
      const host = target as Window & { dataLayer?: unknown[] };
      host.dataLayer ??= [];
      host.dataLayer.push({ event: name, ...properties });
    },
  };
}

export const CHAT_EVENT = 'portal:chat';

/** `event`: the chat embed listens for `portal:chat` events on `window` (init and shutdown). */
export function eventChat(target: Window = window): ChatProvider {
  const emit = (detail: { type: 'init'; context: ChatContext } | { type: 'shutdown' }) =>
    target.dispatchEvent(new CustomEvent(CHAT_EVENT, { detail }));
  return {
    init: (context) => emit({ type: 'init', context }),
    shutdown: () => emit({ type: 'shutdown' }),
  };
}

export function analyticsProviderNamed(name: string | undefined): AnalyticsProvider | null {
  return name === 'datalayer' ? dataLayerAnalytics() : null;
}

export function chatProviderNamed(name: string | undefined): ChatProvider | null {
  return name === 'event' ? eventChat() : null;
}
