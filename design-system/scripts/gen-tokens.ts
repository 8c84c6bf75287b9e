// Writes the theme as W3C design tokens (Format Module 2025.10) to
// design-system/tokens/portal.tokens.json (src/theme/design-tokens.ts), and refuses to write a
// file that the strict validator (src/theme/validate-tokens.ts) finds invalid. `--check` fails
// (exit 1) when the committed file differs from what the theme generates, as `gen:api:check`
// does for the API types, or is not valid under the format.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { designTokens } from '../src/theme/design-tokens';
import { validateTokens } from '../src/theme/validate-tokens';

const target = new URL('../tokens/portal.tokens.json', import.meta.url);
const generated = `${JSON.stringify(designTokens(), null, 2)}\n`;

function failOnProblems(what: string, problems: string[]) {
  if (problems.length === 0) return;
  console.error(`${what} is not valid under the Design Tokens Format Module 2025.10:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

failOnProblems('The generated tokens file', validateTokens(designTokens()));
if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  let committed: unknown;
  try {
    committed = JSON.parse(current);
  } catch {
    committed = undefined;
  }
  failOnProblems(fileURLToPath(target), validateTokens(committed));
  if (current !== generated) {
    console.error(
      `${fileURLToPath(target)} is out of date with the theme. Run \`npm run gen:tokens\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Design tokens are up to date and valid (Format Module 2025.10).');
} else {
  await mkdir(new URL('.', target), { recursive: true });
  await writeFile(target, generated);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
