/**
 * The citation check (scripts/check-citations.mjs) on planted text: each kind of citation it must
 * refuse is refused, the wording that replaced them passes, and the allowlist only shrinks. The
 * forbidden words are spelled in pieces so that this file passes the check itself.
 */
import { describe, expect, it } from 'vitest';
import { findCitations, judge, parseAllowlist } from './check-citations.mjs';

const ticket = (rest: string) => `iss${'ue'}${rest}`;
const note = (name: string) => `${name}.${'md'}`;

describe('findCitations', () => {
  it.each([
    ['a line comment', `// Focus starts on the heading (${ticket(' 32')}).`],
    ['a capital and an item', `/** ${'I'}${ticket(' 27, item 2').slice(1)}: the shell. */`],
    ['a hash', `# fixed in ${ticket(' #16')}`],
    ['a plural', `// ${ticket('s 14')} and 32`],
    ['a test name', `describe('compact on a phone (${ticket(' 32')})', () => {});`],
  ])('refuses a ticket number in %s', (_, line) => {
    expect(findCitations('portal/src/a.ts', `const a = 1;\n${line}\n`)).toEqual([
      { line: 2, kind: 'ticket', text: line.trim() },
    ]);
  });

  it.each([
    note('ARCHITECTURE'),
    note('STYLE'),
    note('SECURITY'),
    note('TOOLCHAIN'),
    note(`language-${'review'}`),
    `../shared/${'spec'}/portal-spec.md`,
    `shared/${'reviews'}/${note(`language-${'review'}`)}`,
  ])('refuses a citation of %s, in code, docs and package descriptions', (cited) => {
    for (const path of ['server/src/a.ts', 'docs/a.md', 'visual-tests/package.json']) {
      expect(findCitations(path, `see (${cited})`)).toEqual([
        { line: 1, kind: 'outside', text: `see (${cited})` },
      ]);
    }
  });

  it.each([
    '// The error summary takes focus, so a screen reader hears what to fix first.',
    '// spec 5: the cost applies from 14 days after the later of today and the due date.',
    "import { renderAnchor } from '../shared';",
    '// See docs/architecture.md and docs/security.md (the session cookie).',
    '// An issue with the bank is answered as error.payment.1.',
  ])('lets through %s', (line) => {
    expect(findCitations('portal/src/a.ts', line)).toEqual([]);
  });

  it('reads ticket numbers only in source and docs, outside notes in every text file', () => {
    expect(findCitations('openapi/portal-api.yaml', ticket(' 3'))).toEqual([]);
    expect(findCitations('openapi/portal-api.yaml', note('SECURITY'))).toHaveLength(1);
    expect(findCitations('visual-tests/.loki/reference/a.png', note('SECURITY'))).toEqual([]);
  });
});

describe('judge', () => {
  const hit = { line: 3, kind: 'ticket' as const, text: `// (${ticket(' 32')})` };

  it('fails on a hit outside the allowlist and reports an allowlisted one', () => {
    const hits = new Map([
      ['portal/src/a.ts', [hit]],
      ['portal/src/b.ts', [hit]],
    ]);
    const { failures, pending, stale } = judge(hits, new Set(['portal/src/b.ts']));
    expect(failures).toEqual([`portal/src/a.ts:3: ticket number: ${hit.text}`]);
    expect(pending).toEqual([`portal/src/b.ts:3: ticket number: ${hit.text}`]);
    expect(stale).toEqual([]);
  });

  it('names an allowlisted file that is clean, so the list only shrinks', () => {
    expect(judge(new Map(), new Set(['portal/src/b.ts'])).stale).toEqual(['portal/src/b.ts']);
  });
});

it('parseAllowlist skips blank lines and comments', () => {
  expect(parseAllowlist('# why\n\nportal/src/b.ts\n  server/src/c.ts  \n')).toEqual(
    new Set(['portal/src/b.ts', 'server/src/c.ts']),
  );
});
