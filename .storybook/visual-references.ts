import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Reference } from './references';

/**
 * The approved screenshots as documentation: the references in visual-tests/.loki/reference are
 * copied into the built Storybook (main.ts, `staticDirs`), and this index, made when Storybook is
 * built, tells each docs page which of them show its stories, in which language and at which
 * width (screenshot-matrix.tsx draws them as a matrix).
 */

/**
 * The references among `files`, read from their names ("chrome_small_sv_Cards_DebtCard_Pay_Now.png":
 * the configuration `chrome.small.sv`, then the story). The configuration gives the width; its
 * `.sv` or `.en` ending the language, Finnish otherwise. A file of no configuration is left out.
 */
export function referenceIndex(
  files: readonly string[],
  configurations: Record<string, { width: number }>,
): Reference[] {
  // The longest prefix first: "chrome_small_sv_" before "chrome_small_".
  const prefixes = Object.entries(configurations)
    .map(([name, { width }]) => ({
      prefix: `${name.replace(/\./g, '_')}_`,
      width,
      language: name.endsWith('.sv')
        ? ('sv' as const)
        : name.endsWith('.en')
          ? ('en' as const)
          : ('fi' as const),
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const references: Reference[] = [];
  for (const file of [...files].sort()) {
    if (!file.endsWith('.png')) continue;
    const match = prefixes.find(({ prefix }) => file.startsWith(prefix));
    if (!match) continue;
    references.push({
      story: file.slice(match.prefix.length, -'.png'.length),
      language: match.language,
      width: match.width,
      file,
    });
  }
  return references;
}

const MODULE_ID = 'virtual:visual-references';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** `import references from 'virtual:visual-references'`: the index, made when Storybook builds. */
export function visualReferences(root: string): Plugin {
  const visualDir = join(root, 'visual-tests');
  return {
    name: 'visual-references',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { configurations } = (
        JSON.parse(readFileSync(join(visualDir, 'package.json'), 'utf8')) as {
          loki: { configurations: Record<string, { width: number }> };
        }
      ).loki;
      const files = readdirSync(join(visualDir, '.loki', 'reference'));
      return `export default ${JSON.stringify(referenceIndex(files, configurations))};`;
    },
  };
}
