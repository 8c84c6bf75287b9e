// Writes the theme as W3C design tokens to design-system/tokens/design-tokens.json
// (src/theme/design-tokens.ts). `--check` fails (exit 1) when the committed file differs from what
// the theme generates, as `gen:api:check` does for the API types.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { designTokens } from '../src/theme/design-tokens';

const target = new URL('../tokens/design-tokens.json', import.meta.url);
const generated = `${JSON.stringify(designTokens(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(
      `${fileURLToPath(target)} is out of date with the theme. Run \`npm run gen:tokens\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Design tokens are up to date.');
} else {
  await mkdir(new URL('.', target), { recursive: true });
  await writeFile(target, generated);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
