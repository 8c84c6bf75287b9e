// Reads every docs page of the built Storybook (storybook-static/) in Debian's Chromium and fails
// on what a designer must not meet there: developer residue in the page's text, the props table
// included (a spec or issue number, a document not in the repository, a click handler's source
// printed by a control: design-system/src/docs/residue.ts), a component page without its status
// line, and a page left unusable by an open overlay (a visible dialog outside the story frames,
// or a body that takes no pointer events).
// Run with tsx (the rules are TypeScript): `node --import tsx scripts/check-storybook-docs.mjs`;
// `--no-build` uses the existing build (`--dir <folder>` another one than storybook-static/),
// `--title <prefix>` reads only some pages.
// STORYBOOK_TEST_PORT picks the port (default: any free one).
/* global document, getComputedStyle -- the page.evaluate callbacks run in the browser */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { serveStatic } from './static-server.mjs';
import { run } from './run.mjs';
import { residueIn } from '../design-system/src/docs/residue.ts';

const dirArg = process.argv.indexOf('--dir');
const dir = dirArg > 0 ? (process.argv[dirArg + 1] ?? 'storybook-static') : 'storybook-static';
if (!process.argv.includes('--no-build') || !existsSync(`${dir}/index.json`)) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

const knownFiles = new Set(
  execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/').pop()),
);
const { entries } = JSON.parse(readFileSync(`${dir}/index.json`, 'utf8'));
// `--title <prefix>` (repeatable) reads only the pages whose title starts with one of them, e.g.
// `--title Overlays/ResponsiveDialog --title Foundations`, after a change to those pages.
const titles = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--title' ? [arg] : []));
const docs = Object.values(entries).filter(
  (entry) =>
    entry.type === 'docs' &&
    (titles.length === 0 || titles.some((title) => entry.title.startsWith(title))),
);

const { url, close } = await serveStatic(dir, Number(process.env.STORYBOOK_TEST_PORT ?? 0));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const problems = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const entry of docs) {
    await page.goto(`${url}/iframe.html?id=${entry.id}&viewMode=docs`);
    // The docs container is filled once the page's blocks have rendered.
    await page.waitForFunction(
      () => (document.querySelector('.sbdocs-content')?.textContent ?? '').length > 0,
    );
    // The props table is last on a component page; once it has rows, the page is complete (a
    // component without props of its own, such as CardGrid, has none: the wait then ends).
    if (entry.tags?.includes('autodocs')) {
      await page
        .waitForSelector('.docblock-argstable tbody tr', { state: 'attached', timeout: 5_000 })
        .catch(() => undefined);
    }
    const seen = await page.evaluate(() => ({
      text: document.querySelector('.sbdocs-content')?.innerText ?? '',
      controls: [
        ...document.querySelectorAll(
          '.docblock-argstable textarea, .docblock-argstable [class*="json"]',
        ),
      ]
        .map((element) => element.value ?? element.textContent ?? '')
        .join('\n'),
      dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
        (element) => element.getBoundingClientRect().width > 0,
      ).length,
      pointerEvents: getComputedStyle(document.body).pointerEvents,
    }));
    const where = entry.title;
    for (const hit of residueIn(`${seen.text}\n${seen.controls}`, knownFiles)) {
      problems.push(`${where}: ${hit}`);
    }
    if (entry.tags?.includes('autodocs') && !/Status: /.test(seen.text)) {
      problems.push(`${where}: no status line`);
    }
    if (seen.dialogs > 0) problems.push(`${where}: ${seen.dialogs} dialog(s) open over the page`);
    if (seen.pointerEvents === 'none') problems.push(`${where}: the page takes no pointer events`);
  }
} finally {
  await browser.close();
  await close();
}

console.log(`docs pages read: ${docs.length}; problems: ${problems.length}`);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
