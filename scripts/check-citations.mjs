// The repository explains itself: a comment or a doc says why, and cites only files a reader who
// cloned the repository has. Two kinds of citation fail this check:
//
// - a ticket number (the word "issue" and a number) in a source file or a doc: the number means
//   nothing to a newcomer, so the text must say what the code does and why instead;
// - a design, style, security or toolchain note kept outside the repository, or the folder of the
//   specification's working copy: the repository's own pages say those things (docs/architecture.md,
//   docs/security.md, docs/toolchain.md, docs/portal-spec.md).
//
// Files still being rewritten elsewhere are listed in scripts/citations-allowlist.txt: their hits
// are reported but do not fail the check, and a listed file that is clean fails it, so the list
// only shrinks.
//
// Usage: node scripts/check-citations.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Spelled in pieces so that this file does not cite what it forbids.
const OUTSIDE_NOTES = [
  'ARCHITECTURE',
  'STYLE',
  'SECURITY',
  'TOOLCHAIN',
  'feature-audit',
  'language-review',
  'storybook-review',
  'visual-review',
].map((name) => `${name}.md`);
const OUTSIDE_FOLDERS = ['spec', 'reviews', 'design', 'notes'].map((name) => `shared/${name}/`);

/** A ticket number: "issue", "Issue" or "issues", then a number, with or without "#". */
const TICKET = /\b[Ii]ssues? #?\d+/;
const OUTSIDE = new RegExp(
  [...OUTSIDE_NOTES, ...OUTSIDE_FOLDERS]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|'),
);

/** Files whose text is read for ticket numbers: source, scripts and docs. */
export const TICKET_FILES = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|md|mdx)$/;
/** Files whose text is read for outside notes: every text file a reader opens. */
export const NOTE_FILES =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|md|mdx|json|yaml|yml|html|css)$|Dockerfile$/;

/**
 * The citations in one file's text, one per offending line: `{ line, kind, text }`, `kind` being
 * `ticket` or `outside`.
 * @param {string} path the file's path inside the repository (decides which checks apply)
 * @param {string} text the file's text
 */
export function findCitations(path, text) {
  const tickets = TICKET_FILES.test(path);
  const notes = NOTE_FILES.test(path);
  const found = [];
  text.split('\n').forEach((content, index) => {
    if (tickets && TICKET.test(content)) {
      found.push({ line: index + 1, kind: 'ticket', text: content.trim() });
    }
    if (notes && OUTSIDE.test(content)) {
      found.push({ line: index + 1, kind: 'outside', text: content.trim() });
    }
  });
  return found;
}

/**
 * Weighs the hits of every file against the allowlist.
 * @param {Map<string, ReturnType<typeof findCitations>>} hits file -> its citations (clean files
 *   may be absent or map to an empty list)
 * @param {ReadonlySet<string>} allowed the allowlisted files
 * @returns {{ failures: string[], pending: string[], stale: string[] }} `failures`: hits in files
 *   not allowlisted, as `path:line: text`; `pending`: the same for allowlisted files; `stale`:
 *   allowlisted files with nothing left to fix
 */
export function judge(hits, allowed) {
  const failures = [];
  const pending = [];
  for (const [path, found] of hits) {
    for (const hit of found) {
      const message = `${path}:${hit.line}: ${hit.kind === 'ticket' ? 'ticket number' : 'outside document'}: ${hit.text}`;
      (allowed.has(path) ? pending : failures).push(message);
    }
  }
  const stale = [...allowed].filter((path) => (hits.get(path) ?? []).length === 0);
  return { failures, pending, stale };
}

/** The allowlist's file names: one a line; blank lines and `#` comments ignored. */
export function parseAllowlist(text) {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

function main() {
  const root = join(import.meta.dirname, '..');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && (TICKET_FILES.test(path) || NOTE_FILES.test(path)));
  const hits = new Map();
  for (const path of files) {
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    const found = findCitations(path, text);
    if (found.length > 0) hits.set(path, found);
  }
  const allowlist = join(root, 'scripts', 'citations-allowlist.txt');
  const { failures, pending, stale } = judge(hits, parseAllowlist(readFileSync(allowlist, 'utf8')));
  if (pending.length > 0) {
    console.log(`Allowlisted, still to rewrite (${pending.length}):\n${pending.join('\n')}\n`);
  }
  for (const path of stale) {
    failures.push(`${path}: clean now; remove it from scripts/citations-allowlist.txt`);
  }
  if (failures.length > 0) {
    console.error(
      `Citations a reader of the repository cannot follow (${failures.length}). Say the reason ` +
        `instead of a ticket number, and cite docs/ pages instead of outside notes:\n` +
        failures.join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `Citations: ${files.length} files checked; none outside the allowlist cites a ticket or an ` +
      `outside note.`,
  );
}

if (process.argv[1] === import.meta.filename) main();
