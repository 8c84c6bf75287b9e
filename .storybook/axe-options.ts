/**
 * The axe-core rules of every accessibility check of the stories: the test runner's
 * (.storybook/test-runner.ts, run by `npm run test:storybook`) and the Accessibility panel's
 * (preview.tsx), so a reviewer's manual run in Storybook finds what the runner finds.
 */
export const axeRunOnly = {
  type: 'tag' as const,
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
};

/**
 * The panel turns axe's `region` rule off by default (a story alone has no landmarks); here every
 * story sits in a `<main>` (preview.tsx), and the runner checks `region`, so the panel does too.
 */
export const axeRules = [{ id: 'region', enabled: true }];
