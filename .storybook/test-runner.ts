import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import { findRawText, translationKeys } from '../design-system/src/storybook/raw-text';
import {
  countFindings,
  describeFindings,
  equalAccessArgs,
  equalAccessInPage,
  gatedFindings,
} from '../portal/src/features/accessibility/equal-access';
import { axeRunOnly } from './axe-options';
import {
  configurationsFor,
  emptyOutcome,
  screenshotStory,
  shotStepMs,
  writeOutcome,
} from './visual';
import type { StoryRef } from './visual';

/** The locale toolbar's values (preview.tsx): every story is checked in each of them. */
const LOCALES = ['fi', 'se', 'en'] as const;

/**
 * Where each story's counts go (axe's and Equal Access's, per language);
 * scripts/test-storybook.mjs adds them up.
 */
const AXE_COUNTS_DIR = join(process.cwd(), 'test-results', 'storybook-axe');

/** IBM Equal Access, the second engine (portal/src/features/accessibility/equal-access.ts). */
const EQUAL_ACCESS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

const axeOptions = {
  // Only violations are reported; axe then skips detailing the passes.
  resultTypes: ['violations' as const],
  runOnly: axeRunOnly,
};

/**
 * One extra tab per runner page, loaded once and then switched from story to story and from
 * language to language over Storybook's channel, as the manager's sidebar and locale toolbar do
 * (about 40 ms a switch against 700 ms a page load). Another tab, because the runner keeps its
 * own helpers in its page and drives that page's story itself. The first language is checked
 * in the runner's own page, where the runner has just rendered the story and run its play
 * function in it (the preview's initial locale): a fourth render of the same story would add
 * nothing but time.
 */
const extraTabs = new WeakMap<Page, Page>();

async function extraTab(page: Page, storyId: string): Promise<Page> {
  const known = extraTabs.get(page);
  if (known && !known.isClosed()) return known;
  const other = await page.context().newPage();
  await other.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  const url = new URL(page.url());
  url.search = new URLSearchParams({ id: storyId, viewMode: 'story' }).toString();
  await other.goto(`${url.toString()}&globals=locale:${LOCALES[1]}`);
  await other.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await prepareForChecks(other);
  extraTabs.set(page, other);
  return other;
}

/** Readies a tab for the checks, once: both engines loaded, Storybook's help pages gone. */
async function prepareForChecks(tab: Page): Promise<void> {
  if (await tab.evaluate(() => 'axe' in window && 'ace' in window)) return;
  // Storybook's own hidden help pages precede the story and link to storybook.js.org; axe
  // would then not count a story's skip link as a skip link (it must precede the page's first
  // link elsewhere). They are not part of any story.
  await tab.evaluate(() => document.querySelectorAll('.sb-wrapper').forEach((el) => el.remove()));
  await injectAxe(tab);
  // Evaluated through the DevTools protocol, as axe is: defines `ace` in the tab.
  await tab.evaluate(EQUAL_ACCESS_SOURCE);
}

/**
 * Shows the story in the language and waits until it has rendered and its play function has
 * finished (the preview decorator marks `<html data-story-rendered>`, Storybook's current render
 * reaches its last phase), then until finite CSS animations (dialogs opening) have ended.
 */
async function showInLocale(
  tab: Page,
  storyId: string,
  locale: string,
  { remount = false } = {},
): Promise<void> {
  const expected = `${storyId} ${locale}`;
  // A real key press first: Chromium then shows the focus ring of whatever the play function
  // focuses. Its rule otherwise depends on the tab's history (a programmatic focus shows a ring
  // only after keyboard use, or when the element focused before showed one), so the same story
  // pictured a ring in one run and none in another, as the stories before it differed.
  await tab.keyboard.press('Shift');
  await tab.evaluate(
    ({ id, next, marker, again }) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      if (again) {
        // Rendered afresh and played again: the marker is set anew when it mounts.
        delete document.documentElement.dataset.storyRendered;
        channel.emit('forceRemount', { storyId: id });
        return;
      }
      if (document.documentElement.dataset.storyRendered === marker) return;
      channel.emit('updateGlobals', { globals: { locale: next } });
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: storyId, next: locale, marker: expected, again: remount },
  );
  await waitUntilShown(tab, storyId, locale);
}

/**
 * Waits until the story has rendered in the language and its play function has finished (the
 * preview decorator marks `<html data-story-rendered>`, Storybook's current render reaches its
 * last phase), then until finite CSS animations (dialogs opening) have ended.
 */
async function waitUntilShown(tab: Page, storyId: string, locale: string): Promise<void> {
  const expected = `${storyId} ${locale}`;
  await tab.waitForFunction(
    ({ id, marker }) => {
      const render = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        document.documentElement.dataset.storyRendered === marker &&
        render?.id === id &&
        ['completed', 'finished', 'errored'].includes(render.phase ?? '')
      );
    },
    { id: storyId, marker: expected },
    { timeout: 15000 },
  );
  await tab.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The portal's translation keys: one shown as it is in a story is a text the story missed. */
const KEYS = translationKeys(
  JSON.parse(readFileSync(join(process.cwd(), 'translations', 'fi.json'), 'utf8')) as unknown,
);

/**
 * Every text of the shown story a reader meets: its text nodes and the attributes that are read
 * or shown (labels, titles, placeholders, alt texts, field values), hidden ones too, as a
 * disclosure may open them. Storybook's own parts of the page are left out.
 */
async function storyTexts(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const skip =
      'script, style, template, noscript, #storybook-docs, .sb-wrapper, .sb-errordisplay, ' +
      '.sb-preparing-story, .sb-preparing-docs, .sb-nopreview';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(skip)) texts.push(node.textContent ?? '');
    }
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'title',
      'alt',
      'placeholder',
    ];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skip)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        texts.push(element.value);
      }
    }
    return texts;
  });
}

/**
 * STORYBOOK_PHASE_TIMES=1 records where each story's time goes (the runner's own visit, then per
 * language: showing the story, axe, Equal Access, the raw-text check, screenshots), as wall time
 * and as the tab's main-thread busy time (Chromium's TaskDuration), which the other processes on
 * a shared machine disturb less; scripts/test-storybook.mjs sums them up.
 */
const PHASE_TIMES = process.env.STORYBOOK_PHASE_TIMES === '1';
const PHASE_TIMES_DIR = join(process.cwd(), 'test-results', 'storybook-phases');
type PhaseTimes = Record<string, { wallMs: number; busyMs: number }>;
interface Clock {
  wall: number;
  busy: number;
}
const visitStarted = new WeakMap<Page, Clock>();
const sessions = new WeakMap<Page, Promise<CDPSession>>();

async function phaseClock(tab: Page): Promise<Clock> {
  let session = sessions.get(tab);
  if (!session) {
    session = tab
      .context()
      .newCDPSession(tab)
      .then(async (created) => {
        await created.send('Performance.enable');
        return created;
      });
    sessions.set(tab, session);
  }
  const { metrics } = await (await session).send('Performance.getMetrics');
  const busy = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  return { wall: Date.now(), busy: busy * 1000 };
}

function addPhase(times: PhaseTimes, phase: string, start: Clock, end: Clock): void {
  times[phase] ??= { wallMs: 0, busyMs: 0 };
  times[phase].wallMs += end.wall - start.wall;
  times[phase].busyMs += end.busy - start.busy;
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
 * Every story: its play function runs (the runner does that), then axe-core and IBM Equal Access
 * check the whole page in each language of the locale toolbar, because translated texts differ in length,
 * `lang` and contrast-relevant layout. `body`, not `#storybook-root`: Radix dialogs render in a
 * portal outside the root. In the same visit, with the story shown in each language, its
 * screenshots are taken and compared with the references (visual.ts).
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    if (PHASE_TIMES) visitStarted.set(page, await phaseClock(page));
    // The runner's own visit shows the first language for the checks: the same key press first
    // as showInLocale's, so its play function's focus shows a ring as in the extra tab.
    await page.keyboard.press('Shift');
  },
  async postVisit(page, context) {
    const clock = PHASE_TIMES ? await phaseClock(page) : undefined;
    const visitStart = visitStarted.get(page);
    const times: PhaseTimes = {};
    if (clock && visitStart) addPhase(times, 'visit', visitStart, clock);
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as { disable?: boolean };
    if (a11y.disable) throw new Error(`${context.id} turns accessibility checks off`);

    const extra = await extraTab(page, context.id);
    type Counts = Record<string, { rules: number; nodes: number }>;
    const counts: { axe: Counts; equalAccess: Counts } = { axe: {}, equalAccess: {} };
    const problems: string[] = [];
    const visualProblems: string[] = [];
    const rawProblems: string[] = [];
    const outcome = emptyOutcome();
    const ref = {
      id: story.id,
      title: story.title,
      name: story.name,
      parameters: story.parameters as StoryRef['parameters'],
    };
    const timed = async <T>(phase: string, step: () => Promise<T>, tab = extra): Promise<T> => {
      if (!PHASE_TIMES) return step();
      const start = await phaseClock(tab);
      const result = await step();
      addPhase(times, phase, start, await phaseClock(tab));
      return result;
    };
    for (const locale of LOCALES) {
      // The first language in the runner's page, as the runner left it; the others in the tab.
      const own = locale === LOCALES[0];
      const tab = own ? page : extra;
      if (own) {
        await timed(
          'show',
          async () => {
            await prepareForChecks(page);
            await waitUntilShown(page, context.id, locale);
          },
          page,
        );
      } else {
        await timed('show', () => showInLocale(tab, context.id, locale), tab);
      }
      const violations = await timed('axe', () => getViolations(tab, 'body', axeOptions), tab);
      counts.axe[locale] = {
        rules: violations.length,
        nodes: violations.reduce((sum, v) => sum + v.nodes.length, 0),
      };
      problems.push(...describe(locale, violations));
      const findings = gatedFindings(
        await timed('ibm', () => tab.evaluate(equalAccessInPage, equalAccessArgs()), tab),
      );
      counts.equalAccess[locale] = countFindings(findings);
      problems.push(...describeFindings(locale, findings));
      const raw = await timed('raw', async () => findRawText(await storyTexts(tab), KEYS), tab);
      if (raw.length > 0) rawProblems.push(`[${locale}] ${raw.join(', ')}`);
      visualProblems.push(
        ...(await timed(
          'shots',
          () =>
            screenshotStory(tab, ref, configurationsFor(ref, locale), outcome, () =>
              showInLocale(tab, context.id, locale, { remount: true }),
            ),
          tab,
        )),
      );
    }
    if (PHASE_TIMES) {
      for (const [name, ms] of Object.entries(shotStepMs)) {
        times[`shots.${name}`] = { wallMs: ms, busyMs: 0 };
        delete shotStepMs[name];
      }
      mkdirSync(PHASE_TIMES_DIR, { recursive: true });
      writeFileSync(join(PHASE_TIMES_DIR, `${context.id}.json`), JSON.stringify(times));
    }

    mkdirSync(AXE_COUNTS_DIR, { recursive: true });
    writeFileSync(join(AXE_COUNTS_DIR, `${context.id}.json`), JSON.stringify(counts));
    writeOutcome(context.id, outcome);
    if (rawProblems.length > 0) {
      throw new Error(
        `${context.id} shows a raw placeholder or translation key (pass the story its values, ` +
          `translate its texts):\n${rawProblems.join('\n')}`,
      );
    }
    if (problems.length > 0) {
      throw new Error(
        `axe or Equal Access found violations in ${context.id}:\n${problems.join('\n')}`,
      );
    }
    if (visualProblems.length > 0) {
      throw new Error(
        `Screenshots of ${context.id} differ from their references:\n${visualProblems.join('\n')}`,
      );
    }
  },
};

export default config;
