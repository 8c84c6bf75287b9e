import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright';

/**
 * Screenshots of every story, taken in the test runner's visit that already shows each story in
 * each language for axe, and compared with the references in visual-tests/.loki/reference (the
 * file names and tolerance loki used, so its references, report and approval flow stay).
 *
 * A story is screenshotted as it stands after its play function, the state its name promises
 * ("Open" shows the open menu), in one tab that switches stories and widths without reloading.
 */

const root = process.cwd();
const visualDir = join(root, 'visual-tests');
// loki's own pieces (visual-tests/ has its own lockfile): how it finds a story's box, how it
// names files, and the image diff it used.
const visualRequire = createRequire(join(visualDir, 'package.json'));
const { getSelectorBoxSize } = visualRequire('@loki/browser') as {
  getSelectorBoxSize: (...args: unknown[]) => unknown;
};
const { slugify } = visualRequire('transliteration') as {
  slugify: (text: string, options: object) => string;
};
/** The part of pngjs used here (it ships no types). */
interface Image {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = visualRequire('pngjs') as {
  PNG: {
    new (size: { width: number; height: number }): Image;
    sync: { read: (file: Buffer) => Image; write: (image: Image) => Buffer };
  };
};
const pixelmatch = visualRequire('pixelmatch') as (
  a: Uint8Array,
  b: Uint8Array,
  out: Uint8Array | null,
  width: number,
  height: number,
  options: { threshold: number },
) => number;

interface LokiConfiguration {
  width: number;
  height: number;
}
const lokiConfig = JSON.parse(readFileSync(join(visualDir, 'package.json'), 'utf8')).loki as {
  configurations: Record<string, LokiConfiguration>;
  chromeTolerance: number;
  chromeSelector: string;
};

export const LOKI_DIR = join(visualDir, '.loki');
export const REFERENCE_DIR = join(LOKI_DIR, 'reference');
export const CURRENT_DIR = join(LOKI_DIR, 'current');
export const DIFFERENCE_DIR = join(LOKI_DIR, 'difference');
/** One file per story with its screenshots' outcome; scripts/test-storybook.mjs sums them up. */
export const VISUAL_RESULTS_DIR = join(root, 'test-results', 'storybook-visual');

/** `check` (the default) compares, `update` rewrites references that differ, `off` skips. */
const mode = (process.env.VISUAL_MODE ?? 'check') as 'check' | 'update' | 'off';
/** How many times a differing screenshot is taken again before it counts as a difference. */
const RETRIES = 2;

/**
 * Which stories are screenshotted where:
 *   - every story in Finnish at 390 px and 1280 px, and in Swedish and English at 390 px, where
 *     their longer words wrap first;
 *   - the layout stories also at 600 px and 960 px, the breakpoints between phone and desktop;
 *   - the table, the dialogs and the debt card also at 600 px, the first tablet width: a dialog
 *     there stops filling the screen and is centred, the table's text grows, and the debt card,
 *     the block a debtor sees most, is pictured between phone and desktop;
 *   - the card grid and the drawer also at 1264 px, where they change.
 */
const GROUPS: { configurations: string[]; locale: string; titles?: RegExp }[] = [
  { configurations: ['chrome.large', 'chrome.small'], locale: 'fi' },
  { configurations: ['chrome.sm', 'chrome.md'], locale: 'fi', titles: /^Layout\// },
  {
    configurations: ['chrome.sm'],
    locale: 'fi',
    titles:
      /^(?:Data\/DataTable|Overlays\/(?:ResponsiveDialog|StepDialog|ConsentDialog)|Cards\/DebtCard)$/,
  },
  // The two components whose layout changes at the specification's 1264 px breakpoint: the card
  // grid's third column and the wider drawer. Nothing changes at 1424 px (no `@xl` rule), so
  // nothing is pictured there.
  {
    configurations: ['chrome.lg'],
    locale: 'fi',
    titles: /^Layout\/(?:CardGrid|NavigationDrawer)$/,
  },
  { configurations: ['chrome.small.sv'], locale: 'se' },
  { configurations: ['chrome.small.en'], locale: 'en' },
];

export interface StoryRef {
  id: string;
  title: string;
  name: string;
  parameters?: { loki?: { skip?: boolean } };
}

export interface VisualOutcome {
  /** File names screenshotted. */
  shots: string[];
  /** Matched the reference only on a later try. */
  flaky: string[];
  /** Still different after every try, or without a reference. */
  failed: string[];
  /** How each failed screenshot differs, for the visual report (scripts/visual-report.mjs). */
  differences: { file: string; description: string }[];
  /** References rewritten (update mode). */
  updated: string[];
  /** Screenshots that were not the same twice in a row (update mode). */
  unstable: string[];
}

export const emptyOutcome = (): VisualOutcome => ({
  shots: [],
  flaky: [],
  failed: [],
  differences: [],
  updated: [],
  unstable: [],
});

/** loki's file name: "chrome_small_sv_Cards_DebtCard_Pay_Now.png". */
export function fileNameOf(configuration: string, story: StoryRef): string {
  const base = slugify(`${configuration} ${story.title} ${story.name}`, {
    lowercase: false,
    separator: '_',
    allowedChars: 'a-zA-Z0-9',
  });
  return `${base}.png`;
}

/** The configurations a story is screenshotted in, in this language. */
export function configurationsFor(story: StoryRef, locale: string): string[] {
  if (mode === 'off' || story.parameters?.loki?.skip) return [];
  // `npm run test:visual -- --story …` names the stories to screenshot.
  const only = process.env.VISUAL_STORY_IDS?.split(',');
  if (only && !only.includes(story.id)) return [];
  return GROUPS.filter(
    (group) => group.locale === locale && (!group.titles || group.titles.test(story.title)),
  ).flatMap((group) => group.configurations);
}

/**
 * While a story is screenshotted, as loki did: no CSS animation or transition (a spinner stands at
 * its start, a dialog at its end), no caret. Removed again before the next language is shown.
 */
const FREEZE_ID = 'visual-test-freeze';
const FREEZE_CSS = `*, ::before, ::after {
  transition: none !important;
  animation: none !important;
  will-change: auto !important;
  caret-color: transparent !important;
}`;

async function freeze(tab: Page, on: boolean): Promise<void> {
  await tab.evaluate(
    ({ id, css, add }) => {
      document.getElementById(id)?.remove();
      if (!add) return;
      const style = document.createElement('style');
      style.id = id;
      style.textContent = css;
      document.head.append(style);
    },
    { id: FREEZE_ID, css: FREEZE_CSS, add: on },
  );
}

/** Wall time per step of the screenshots, summed (STORYBOOK_PHASE_TIMES, test-runner.ts). */
export const shotStepMs: Record<string, number> = {};
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await run();
  } finally {
    shotStepMs[name] = (shotStepMs[name] ?? 0) + Date.now() - start;
  }
}

/**
 * Scrolls to the top and waits until the page has laid out at its new size: two frames (a resize
 * re-renders components that measure the width) and the web fonts. Animations are frozen, and
 * any that a script runs is given at most two seconds to end.
 */
async function settle(tab: Page): Promise<void> {
  await tab.evaluate(async () => {
    // As a story first loads: a play function's focus, or axe, may have scrolled the page.
    window.scrollTo(0, 0);
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1));
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await frames();
  });
}

/**
 * One screenshot as loki takes it: the union of the visible boxes under `body > *` with the page's
 * corner, the viewport made taller first when the story is taller than the screen.
 */
async function shoot(tab: Page, configuration: LokiConfiguration): Promise<Buffer> {
  await step('resize', () =>
    tab.setViewportSize({ width: configuration.width, height: configuration.height }),
  );
  await step('settle', () => settle(tab));
  const box = (await tab.evaluate(
    `(${getSelectorBoxSize.toString()})(window, ${JSON.stringify(lokiConfig.chromeSelector)})`,
  )) as { x: number; y: number; width: number; height: number };
  // From the page's corner, as loki's boxes were (Storybook's hidden wrappers, which the runner's
  // tab removes for axe, counted there as boxes at 0,0): the story's padding stays in the picture.
  const clip = {
    x: 0,
    y: 0,
    width: Math.min(Math.ceil(box.x + box.width), configuration.width),
    height: Math.ceil(box.y + box.height),
  };
  const bottom = clip.y + clip.height;
  if (bottom > configuration.height) {
    await step('resize', () => tab.setViewportSize({ width: configuration.width, height: bottom }));
    await step('settle', () => settle(tab));
  }
  // No caret: the freeze style above already hides it (Playwright's `caret: 'hide'` would inject
  // and remove the same rule around every screenshot).
  return step('capture', () => tab.screenshot({ clip }));
}

interface Difference {
  pixels: number;
  diff?: Buffer;
  description: string;
}

/** null when the images match within loki's tolerance; otherwise how they differ. */
function compare(reference: Buffer, current: Buffer): Difference | null {
  if (reference.equals(current)) return null;
  const a = PNG.sync.read(reference);
  const b = PNG.sync.read(current);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      pixels: Math.max(a.width * a.height, b.width * b.height),
      description: `size ${a.width}x${a.height} in the reference, ${b.width}x${b.height} now`,
    };
  }
  // Encoded differently, the same pixels (a reference written by another encoder).
  if (a.data.equals(b.data)) return null;
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: lokiConfig.chromeTolerance / 100,
  });
  if (pixels === 0) return null;
  let [left, top, right, bottom] = [a.width, a.height, -1, -1];
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      // pixelmatch paints differing pixels red (255, 0, 0).
      if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  return {
    pixels,
    diff: PNG.sync.write(diff),
    description: `${pixels} pixels differ (box x ${left}-${right}, y ${top}-${bottom}) in ${a.width}x${a.height}`,
  };
}

/**
 * Screenshots the story shown in `tab` in each configuration given, compares each with its
 * reference (or rewrites the reference in update mode), and restores the tab's viewport.
 * A screenshot that differs is taken again after `reshow` has rendered the story afresh and run
 * its play function again (a play function that ended elsewhere once shows up as a second try).
 * Returns the problems found, described for the log (CI keeps only the log).
 */
export async function screenshotStory(
  tab: Page,
  story: StoryRef,
  configurations: string[],
  outcome: VisualOutcome,
  reshow: () => Promise<void>,
): Promise<string[]> {
  if (configurations.length === 0) return [];
  const viewport = tab.viewportSize();
  const problems: string[] = [];
  await freeze(tab, true);
  for (const name of configurations) {
    const configuration = lokiConfig.configurations[name];
    if (!configuration) throw new Error(`No loki configuration named ${name}`);
    const file = fileNameOf(name, story);
    outcome.shots.push(file);
    const referencePath = join(REFERENCE_DIR, file);
    let current = await shoot(tab, configuration);

    if (mode === 'update') {
      // The picture must be the same twice in a row before it becomes the reference.
      let again = await shoot(tab, configuration);
      for (let i = 0; i < RETRIES && compare(current, again); i++) {
        current = again;
        again = await shoot(tab, configuration);
      }
      if (compare(current, again)) outcome.unstable.push(file);
      const old = existsSync(referencePath) ? readFileSync(referencePath) : undefined;
      if (!old || compare(old, again)) {
        mkdirSync(REFERENCE_DIR, { recursive: true });
        writeFileSync(referencePath, again);
        outcome.updated.push(file);
      }
      continue;
    }

    if (!existsSync(referencePath)) {
      outcome.failed.push(file);
      outcome.differences.push({ file, description: 'no reference image yet: a new screenshot' });
      problems.push(`${file}: no reference image (approve it with npm run test:visual:update)`);
      writeImage(CURRENT_DIR, file, current);
      continue;
    }
    const reference = readFileSync(referencePath);
    const compareStart = Date.now();
    let difference = compare(reference, current);
    shotStepMs.compare = (shotStepMs.compare ?? 0) + Date.now() - compareStart;
    const first = difference && { image: current, description: difference.description };
    for (let retry = 1; retry <= RETRIES && difference; retry++) {
      await freeze(tab, false);
      await reshow();
      await freeze(tab, true);
      current = await shoot(tab, configuration);
      const later = compare(reference, current);
      if (!later) outcome.flaky.push(file);
      difference = later;
    }
    if (first && !difference) keepFirstTry(file, first.image, first.description);
    if (difference) {
      outcome.failed.push(file);
      outcome.differences.push({ file, description: difference.description });
      problems.push(`${file}: ${difference.description}`);
      writeImage(CURRENT_DIR, file, current);
      if (difference.diff) writeImage(DIFFERENCE_DIR, file, difference.diff);
    }
  }
  await freeze(tab, false);
  // Back to the tab's size for the checks of the next language or story, which wait for their
  // own render and frames: no settling here.
  if (viewport) await step('restore', () => tab.setViewportSize(viewport));
  return problems;
}

/**
 * A screenshot that matched only when taken again: its first picture and how it differed are kept
 * in test-results/second-tries/screenshots and printed, since CI keeps only the log, so the cause
 * (a late font, a leftover from the story before, a layout measured late) can be found.
 */
export const SECOND_TRY_DIR = join(root, 'test-results', 'second-tries', 'screenshots');
function keepFirstTry(file: string, image: Buffer, description: string): void {
  writeImage(SECOND_TRY_DIR, file, image);
  console.warn(`${file} matched only on a second try; the first try: ${description}`);
}

function writeImage(dir: string, file: string, image: Buffer): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), image);
}

export function writeOutcome(storyId: string, outcome: VisualOutcome): void {
  if (outcome.shots.length === 0) return;
  mkdirSync(VISUAL_RESULTS_DIR, { recursive: true });
  writeFileSync(join(VISUAL_RESULTS_DIR, `${storyId}.json`), JSON.stringify(outcome));
}
