import type { Decorator } from '@storybook/react-vite';

/**
 * Renders a story inside a `<main>` landmark, as the portal does, so axe's `region` rule sees
 * the component where it will live. Page-level stories (TopBar, Footer, NotFound) bring their
 * own landmarks and do not use it.
 */
export const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);
