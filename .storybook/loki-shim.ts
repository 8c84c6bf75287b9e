import { addons } from 'storybook/preview-api';
/**
 * loki 0.35 reads stories with `__STORYBOOK_PREVIEW__.storyStore.raw()`, which Storybook 10's
 * store no longer has; this adds that one method to the real store (the test runner uses the
 * store's other methods, so it is extended, not replaced).
 */
interface StoryEntry {
  id: string;
  title: string;
  name: string;
  parameters: Record<string, unknown>;
}
interface StoreLike {
  extract: (options: { includeDocsOnly: boolean }) => Record<string, StoryEntry>;
  raw?: () => unknown[];
}

function install(): boolean {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: StoreLike } })
    .__STORYBOOK_PREVIEW__;
  const store = preview?.storyStoreValue;
  if (!store) return false;
  store.raw ??= () =>
    Object.values(store.extract({ includeDocsOnly: false })).map((story) => ({
      id: story.id,
      kind: story.title,
      story: story.name,
      parameters: story.parameters,
    }));
  return true;
}

if (typeof window !== 'undefined') {
  const timer = window.setInterval(() => {
    if (install()) window.clearInterval(timer);
  }, 50);
}

/**
 * Screenshots show a story as it first renders. Play functions change state afterwards (open a
 * menu, pick a value), and loki disables pointer events, so a play function would stop at a
 * different point in each run. While loki runs, the iframe's URL keeps Storybook's `embed=true`,
 * which turns autoplay off, and loki waits for the render to finish before its screenshot. The
 * play functions are run by the Storybook test runner instead.
 */
interface LokiHelpers {
  isRunning?: boolean;
  registerPendingPromise?: (promise: Promise<unknown>) => void;
}
const loki =
  typeof window !== 'undefined' ? (window as unknown as { loki?: LokiHelpers }).loki : undefined;
if (loki?.isRunning) {
  // Storybook rewrites the URL as it starts; every rewrite keeps `embed=true`.
  const withEmbed = (url?: string | URL | null) => {
    const next = new URL(url ?? window.location.href, window.location.href);
    next.searchParams.set('embed', 'true');
    return next;
  };
  const { pushState, replaceState } = window.history;
  window.history.pushState = function (state: unknown, unused: string, url?: string | URL | null) {
    pushState.call(this, state, unused, withEmbed(url));
  };
  window.history.replaceState = function (
    state: unknown,
    unused: string,
    url?: string | URL | null,
  ) {
    replaceState.call(this, state, unused, withEmbed(url));
  };
  window.history.replaceState(window.history.state, '', window.location.href);
}
if (loki?.registerPendingPromise) {
  loki.registerPendingPromise(
    new Promise<void>((resolve) => {
      const done = () => resolve();
      const channel = addons.getChannel();
      for (const event of [
        'storyRendered',
        'storyErrored',
        'storyThrewException',
        'storyMissing',
      ]) {
        channel.once(event, done);
      }
      window.setTimeout(done, 20_000);
    }),
  );
}
