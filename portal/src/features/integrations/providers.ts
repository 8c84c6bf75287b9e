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

/**
 * `beacon`: each event is posted as JSON to `VITE_ANALYTICS_URL` (a collector the deployment
 * names and allows in the CSP's `connect-src`; the journeys' build points it at a fake one).
 */
export function beaconAnalytics(
  url: string,
  post: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): AnalyticsProvider {
  return {
    send({ name, properties }: AnalyticsEvent) {
      void post(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: name, ...properties }),
      }).catch(() => {
        // Analytics never disturbs the debtor: a lost event is only a lost event.
      });
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

export function analyticsProviderNamed(
  name: string | undefined,
  url?: string,
): AnalyticsProvider | null {
  if (name === 'datalayer') return dataLayerAnalytics();
  if (name === 'beacon' && url) return beaconAnalytics(url);
  return null;
}

export function chatProviderNamed(name: string | undefined): ChatProvider | null {
  return name === 'event' ? eventChat() : null;
}
