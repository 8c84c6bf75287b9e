/**
 * Developer residue that must not reach a designer's page: references to the specification or an
 * issue by number ("spec 2", a ticket number), names of documents outside the repository (a style
 * note kept elsewhere),
 * and a click handler's source printed by a control (`function(...e){…}`, `() => {}`, `fn()`).
 * Used by `npm run docs:check` on what the docs pages are made of (component and prop
 * descriptions, the stories' comments, the written pages) and by scripts/check-storybook-docs.mjs
 * on the built pages themselves.
 */

/** Markdown files that exist in the repository, the only ones a page may name. */
export type KnownFiles = ReadonlySet<string>;

const rules: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a spec section by number', pattern: /\bspec(?:ification)?(?:'s)?\s*(?:§\s*)?\d/i },
  { name: 'an issue by number', pattern: /\b(?:issue|ticket)\s*#?\d+/i },
  {
    name: "a handler's source",
    pattern: /function\s*[\w$]*\s*\([^)]*\)\s*\{|\(\s*\)\s*=>\s*\{|\bfn\(\)|\.called\s*=/,
  },
];

/** Each residue in a text, as "what: the words around it". */
export function residueIn(text: string, knownFiles: KnownFiles): string[] {
  const found: string[] = [];
  for (const { name, pattern } of rules) {
    const match = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const hit of text.matchAll(match)) found.push(`${name}: "${around(text, hit.index)}"`);
  }
  for (const hit of text.matchAll(/\b[\w./-]*[A-Za-z][\w-]*\.md\b/g)) {
    const name = hit[0].split('/').pop() ?? hit[0];
    if (!knownFiles.has(name))
      found.push(`a document not in the repository: "${around(text, hit.index)}"`);
  }
  return found;
}

function around(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 30), index + 40)
    .replace(/\s+/g, ' ')
    .trim();
}
