import type { AnalyticsEvent, AnalyticsProvider } from '../../lib/analytics';
import type { ChatContext, ChatProvider } from '../../lib/chat';

/**
 * Providers chosen by build configuration (`VITE_ANALYTICS_PROVIDER`, `VITE_CHAT_PROVIDER`); both
 * are off unless set. They hand data to a tag manager or chat embed the company adds to its own
 * deployment (and allows in the CSP); the only script the portal loads itself is the chat embed
 * of the `script` provider, after consent.
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

type ChatEventDetail = { type: 'init'; context: ChatContext } | { type: 'shutdown' };

/**
 * `event`: the chat embed, which the deployment adds to the page itself, listens for
 * `portal:chat` events on `window` (init and shutdown). It is told the debtor's details only
 * after consent to functional cookies, the cookies a chat keeps its conversation in.
 */
export function eventChat(target: Window = window): ChatProvider {
  const emit = (detail: ChatEventDetail) =>
    target.dispatchEvent(new CustomEvent(CHAT_EVENT, { detail }));
  return {
    consent: 'cookies',
    init: (context) => emit({ type: 'init', context }),
    shutdown: () => emit({ type: 'shutdown' }),
  };
}

/**
 * `script`: the portal loads the chat embed itself, from `VITE_CHAT_SCRIPT_URL` (the deployment
 * allows its origin in the CSP's `script-src`), the first time the chat starts, that is after
 * the debtor has consented to functional cookies and never before: until then the embed's
 * provider is not even asked for its script. Once loaded, the embed is told through the same
 * `portal:chat` events as with `event`.
 */
export function scriptChat(
  url: string,
  target: Window = window,
  doc: Document = document,
): ChatProvider {
  const events = eventChat(target);
  let loading: Promise<void> | null = null;
  // Each start and stop moves this on, so an init waiting for the script is dropped when the
  // chat was stopped (or started again) meanwhile.
  let generation = 0;
  const load = () =>
    (loading ??= new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A later start tries again; the debtor still has the phone and the contact form.
        loading = null;
        script.remove();
        reject(new Error('chat script did not load'));
      };
      doc.head.append(script);
    }));
  return {
    consent: 'cookies',
    init(context) {
      const mine = ++generation;
      load().then(
        () => {
          if (mine === generation) events.init(context);
        },
        () => undefined,
      );
    },
    shutdown() {
      generation += 1;
      if (loading) events.shutdown();
    },
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

export function chatProviderNamed(
  name: string | undefined,
  scriptUrl?: string,
): ChatProvider | null {
  if (name === 'event') return eventChat();
  if (name === 'script' && scriptUrl) return scriptChat(scriptUrl);
  return null;
}
