import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  changelogProblems,
  componentFolders,
  componentHash,
  docsPages,
  flatTexts,
  guidanceProblems,
  keysPressed,
  type Changelog,
} from './docs-rules';
import { guidance, type Guidance } from './guidance';
import changelog from './changelog.json';
import designSystemPackage from '../../package.json';

const here = dirname(fileURLToPath(import.meta.url));
const componentsDir = join(here, '..', 'components');
const texts = flatTexts(
  JSON.parse(readFileSync(join(here, '..', '..', '..', 'translations', 'fi.json'), 'utf8')),
);

const complete: Guidance = {
  use: ['a'],
  avoid: ['b'],
  do: ['c'],
  dont: ['d'],
  accessibility: ['e'],
  keyboard: ['Tab reaches it; Enter presses it.'],
  examples: ['common.close'],
};
const playing = (keys: string) =>
  `const meta = { title: 'Actions/Thing' };\nplay: async () => { await userEvent.tab(); await userEvent.keyboard('${keys}'); }`;

describe('usage guidance on every docs page', () => {
  it('holds for the design system as it is', () => {
    expect(guidanceProblems(docsPages(componentsDir), guidance, texts)).toEqual([]);
  });

  it('fails on a page without guidance and on guidance for no page', () => {
    const pages = [{ page: 'Thing', folder: 'Thing', source: playing('{Enter}') }];
    expect(guidanceProblems(pages, { Other: complete }, texts)).toEqual([
      'Thing: no usage guidance (design-system/src/docs/guidance.ts)',
      'Other: guidance for a docs page that does not exist',
    ]);
  });

  it('fails on an empty list and on an example that is no portal text', () => {
    const pages = [{ page: 'Thing', folder: 'Thing', source: '' }];
    const entry = { ...complete, dont: [], examples: ['no.such.key', 'payBlock.button'] };
    expect(guidanceProblems(pages, { Thing: entry }, texts)).toEqual([
      'Thing: guidance "dont" is empty',
      'Thing: example "no.such.key" is not a translation key',
      'Thing: example "payBlock.button" has a placeholder',
    ]);
  });

  it('fails when the play functions press a key the keyboard notes do not name', () => {
    const pages = [{ page: 'Thing', folder: 'Thing', source: playing('{ArrowDown}{Escape}') }];
    expect(guidanceProblems(pages, { Thing: complete }, texts)).toEqual([
      'Thing: the play functions press ArrowDown, the keyboard notes do not say it',
      'Thing: the play functions press Escape, the keyboard notes do not say it',
    ]);
  });

  it('reads the keys of a play function', () => {
    expect(keysPressed(playing(' '))).toEqual(['Space', 'Tab']);
    expect(keysPressed("u.keyboard('{ArrowDown>}'); u.keyboard('{/ArrowDown}{PageUp}')")).toEqual([
      'ArrowDown',
      'PageUp',
    ]);
  });
});

describe('the changelog kept by a check', () => {
  const entry = (date: string, components: Record<string, string>) => ({
    date,
    version: '1.0.0',
    text: 'What changed.',
    components,
  });

  it('holds for the design system as it is', () => {
    const hashes = Object.fromEntries(
      componentFolders(componentsDir).map((name) => [
        name,
        componentHash(join(componentsDir, name)),
      ]),
    );
    expect(changelogProblems(hashes, changelog as Changelog, designSystemPackage.version)).toEqual(
      [],
    );
  });

  it('fails on a component added without an entry and on one changed since its entry', () => {
    const log: Changelog = {
      entries: [entry('2026-11-28', { Button: 'bbb' }), entry('2026-11-21', { Card: 'ccc' })],
    };
    expect(changelogProblems({ Button: 'bbb', Card: 'c2c', Tabs: 'ttt' }, log, '1.0.0')).toEqual([
      'Card: changed since its entry of 2026-11-21 (hash ccc, now c2c)',
      'Tabs: added without a changelog entry (its hash is ttt)',
    ]);
  });

  it('fails on entries out of order, without text, or of another version than the package', () => {
    const log: Changelog = {
      entries: [entry('2026-11-21', {}), { ...entry('2026-11-28', {}), text: ' ' }],
    };
    expect(changelogProblems({}, log, '1.1.0')).toEqual([
      'entry 2026-11-28: no text',
      'entry 2026-11-28: not newest first',
      'the newest entry is version 1.0.0, the package is 1.1.0',
    ]);
  });

  it('sees a change to a component file, and not to its stories or tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'changelog-'));
    mkdirSync(join(dir, 'Thing'));
    writeFileSync(join(dir, 'Thing', 'Thing.tsx'), 'export const a = 1;\n');
    const before = componentHash(join(dir, 'Thing'));
    writeFileSync(join(dir, 'Thing', 'Thing.stories.tsx'), 'story');
    writeFileSync(join(dir, 'Thing', 'Thing.test.tsx'), 'test');
    expect(componentHash(join(dir, 'Thing'))).toBe(before);
    writeFileSync(join(dir, 'Thing', 'Thing.tsx'), 'export const a = 2;\n');
    expect(componentHash(join(dir, 'Thing'))).not.toBe(before);
  });
});
