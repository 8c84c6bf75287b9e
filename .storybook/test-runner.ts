import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';

/** The locale toolbar's values (preview.tsx): every story is checked in each of them. */
const LOCALES = ['fi', 'se', 'en'] as const;

/** Where each story's counts go; scripts/test-storybook.mjs adds them up per language. */
const AXE_COUNTS_DIR = join(process.cwd(), 'test-results', 'storybook-axe');

const axeOptions = {
  runOnly: {
    type: 'tag' as const,
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
};

/** One extra tab per runner page, reused for every story (a new tab per check was the slow part). */
const extraTabs = new WeakMap<Page, Page>();

/**
 * Shows the story in another tab with the locale global in the URL (as a shared Storybook link
 * does) and waits until it has rendered: the preview decorator marks `<html data-story-locale>`
 * after each render. Another tab, because the runner keeps its own helpers in its page, where the
 * toolbar's channel event updated the global without rendering the story again.
 */
async function openInLocale(page: Page, storyId: string, locale: string): Promise<Page> {
  let other = extraTabs.get(page);
  if (!other || other.isClosed()) {
    other = await page.context().newPage();
    await other.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
    extraTabs.set(page, other);
  }
  const url = new URL(page.url());
  url.search = new URLSearchParams({ id: storyId, viewMode: 'story' }).toString();
  await other.goto(`${url.toString()}&globals=locale:${locale}`);
  await other.waitForFunction(
    (next) => document.documentElement.dataset.storyLocale === next,
    locale,
    { timeout: 15000 },
  );
  // The play function (if any) starts after the first render; give it and layout a moment.
  await other.waitForTimeout(200);
  await injectAxe(other);
  return other;
}

type Violation = Awaited<ReturnType<typeof getViolations>>[number];

function describe(locale: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `[${locale}] ${v.id} | ${v.impact ?? '?'} | ${v.help}\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/**
 * Every story: its play function runs (the runner does that), then axe-core checks the whole
 * page in each language of the locale toolbar, because translated texts differ in length,
 * `lang` and contrast-relevant layout. `body`, not `#storybook-root`: Radix dialogs render in a
 * portal outside the root.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as { disable?: boolean };
    if (a11y.disable) throw new Error(`${context.id} turns accessibility checks off`);

    const counts: Record<string, { rules: number; nodes: number }> = {};
    const problems: string[] = [];
    for (const locale of LOCALES) {
      // Each language in a fresh tab, the first one too: at postVisit the runner's own page did
      // not always show the rendered story yet (seen for the first story of a file).
      const target = await openInLocale(page, context.id, locale);
      const violations = await getViolations(target, 'body', axeOptions);
      counts[locale] = {
        rules: violations.length,
        nodes: violations.reduce((sum, v) => sum + v.nodes.length, 0),
      };
      problems.push(...describe(locale, violations));
    }

    mkdirSync(AXE_COUNTS_DIR, { recursive: true });
    writeFileSync(join(AXE_COUNTS_DIR, `${context.id}.json`), JSON.stringify(counts));
    if (problems.length > 0) {
      throw new Error(`axe found violations in ${context.id}:\n${problems.join('\n')}`);
    }
  },
};

export default config;
