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
