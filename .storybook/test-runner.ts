import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story: its play function runs (the runner does that), then axe-core checks the whole
 * page. `body`, not `#storybook-root`: Radix dialogs render in a portal outside the root.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as { disable?: boolean };
    if (a11y.disable) throw new Error(`${context.id} turns accessibility checks off`);
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    });
  },
};

export default config;
