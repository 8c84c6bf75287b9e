/**
 * The rules `npm run docs:check` holds the component docs to (design-system/scripts/docs-coverage.mjs),
 * as pure functions so that a test can show each of them failing: every docs page has usage
 * guidance whose keyboard notes name every key its play functions press and whose examples are
 * real portal texts, and every component's current source has a changelog entry.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Guidance } from './guidance';

/** A component's docs page: its sidebar name (the title's last part) and its folder. */
export interface DocsPageSource {
  page: string;
  folder: string;
  /** The stories file's text, to read the keys its play functions press. */
  source: string;
}

/** One changelog entry (changelog.json): `components` maps a folder to its source's hash. */
export interface ChangelogEntry {
  date: string;
  version: string;
  text: string;
  components: Record<string, string>;
}

export interface Changelog {
  entries: ChangelogEntry[];
}

/** The component folders (every folder of `components/` except `shared`), sorted. */
export function componentFolders(componentsDir: string): string[] {
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name)
    .sort();
}

/**
 * A short hash of what a component is: every file of its folder except the stories and the tests
 * (a new story or test is no change for the changelog), by name, line endings normalised.
 */
export function componentHash(folderDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(folderDir)
    .filter((file) => !/\.(stories|test)\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(folderDir, file), 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Every docs page of the components: one per stories file, named by its title's last part. */
export function docsPages(componentsDir: string): DocsPageSource[] {
  return componentFolders(componentsDir).flatMap((folder) =>
    readdirSync(join(componentsDir, folder))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => {
        const source = readFileSync(join(componentsDir, folder, file), 'utf8');
        const title = /title: '([A-Za-z]+\/[A-Za-z]+)'/.exec(source)?.[1] ?? '';
        return { page: title.split('/').pop() ?? '', folder, source };
      }),
  );
}

/** The keys a stories file's play functions press: Tab for `tab()`, then each `keyboard()` key. */
export function keysPressed(source: string): string[] {
  const keys = new Set<string>();
  if (/\.tab\(/.test(source)) keys.add('Tab');
  for (const [, text = ''] of source.matchAll(/\.keyboard\('([^']*)'\)/g)) {
    if (/^ +$/.test(text) || /\{ \}|\[Space\]/.test(text)) keys.add('Space');
    for (const [, key = ''] of text.matchAll(/\{\/?(\w+)>?\}/g)) keys.add(key);
  }
  return [...keys].sort();
}

/** Whether the keyboard notes name a key (arrow keys by "arrow", Page Up as "PageUp" or "Page Up"). */
function namesKey(notes: string, key: string): boolean {
  if (key.startsWith('Arrow')) return /arrow/i.test(notes);
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2');
  return new RegExp(`\\b(${key}|${spaced})\\b`, 'i').test(notes);
}

const guidanceLists = ['use', 'avoid', 'do', 'dont', 'accessibility', 'keyboard'] as const;

/**
 * What is missing from the usage guidance: a page without an entry, an empty list, a key pressed
 * by the page's play functions that its keyboard notes do not name, an example that is no text of
 * `translations/fi.json` or that shows a `{{placeholder}}`, and entries for pages that do not exist.
 */
export function guidanceProblems(
  pages: readonly DocsPageSource[],
  guidance: Readonly<Record<string, Guidance>>,
  texts: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const { page, source } of pages) {
    const entry = guidance[page];
    if (!entry) {
      problems.push(`${page}: no usage guidance (design-system/src/docs/guidance.ts)`);
      continue;
    }
    for (const list of guidanceLists) {
      if (entry[list].length === 0) problems.push(`${page}: guidance "${list}" is empty`);
    }
    if (entry.examples.length === 0) problems.push(`${page}: no example from the portal's texts`);
    for (const key of entry.examples) {
      const text = texts[key];
      if (text === undefined) problems.push(`${page}: example "${key}" is not a translation key`);
      else if (/\{\{/.test(text)) problems.push(`${page}: example "${key}" has a placeholder`);
    }
    const notes = entry.keyboard.join(' ');
    for (const key of keysPressed(source)) {
      if (!namesKey(notes, key)) {
        problems.push(`${page}: the play functions press ${key}, the keyboard notes do not say it`);
      }
    }
  }
  const known = new Set(pages.map(({ page }) => page));
  for (const page of Object.keys(guidance)) {
    if (!known.has(page)) problems.push(`${page}: guidance for a docs page that does not exist`);
  }
  return problems;
}

/**
 * What the changelog misses: a component whose newest entry records another hash than its source
 * has now (changed since), or that no entry names (added without one); entries out of date order,
 * without text or with a malformed date; and a newest entry of another version than the package.
 */
export function changelogProblems(
  hashes: Readonly<Record<string, string>>,
  changelog: Changelog,
  version: string,
): string[] {
  const problems: string[] = [];
  const { entries } = changelog;
  entries.forEach((entry, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date))
      problems.push(`entry ${index}: date "${entry.date}"`);
    if (!entry.text.trim()) problems.push(`entry ${entry.date}: no text`);
    const newer = entries[index - 1];
    if (newer && newer.date < entry.date) problems.push(`entry ${entry.date}: not newest first`);
  });
  if (entries[0] && entries[0].version !== version) {
    problems.push(`the newest entry is version ${entries[0].version}, the package is ${version}`);
  }
  for (const [name, hash] of Object.entries(hashes)) {
    const newest = entries.find((entry) => name in entry.components);
    if (!newest) problems.push(`${name}: added without a changelog entry (its hash is ${hash})`);
    else if (newest.components[name] !== hash) {
      problems.push(
        `${name}: changed since its entry of ${newest.date} (hash ${newest.components[name]}, now ${hash})`,
      );
    }
  }
  return problems;
}

/** Every leaf of a translations file as `dotted.key`: text. */
export function flatTexts(tree: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof tree !== 'object' || tree === null) return result;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result[path] = value;
    else Object.assign(result, flatTexts(value, path));
  }
  return result;
}
