// What the Storybook docs pages show, measured the way Storybook's docgen reads the components
// (react-docgen-typescript with the design system's tsconfig and Storybook's prop filter):
// components with a description, and props with a description; then each docs page's usage
// guidance and the changelog (the rules: src/docs/docs-rules.ts).
// `--check` fails when a component or one of its props has no description, a docs page has no
// guidance, or a component was added or changed without a changelog entry (run by
// `npm run docs:check`, part of `npm test`). Runs under tsx (`node --import tsx`): the guidance
// and the rules are TypeScript.
// `--changelog "what changed"` adds that entry, dated today, for every component it misses.
import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import docgen from 'react-docgen-typescript';
import {
  changelogProblems,
  componentFolders,
  componentHash,
  docsPages,
  flatTexts,
  guidanceProblems,
} from '../src/docs/docs-rules.ts';
import { guidance } from '../src/docs/guidance.ts';
import { residueIn } from '../src/docs/residue.ts';
import { execFileSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = join(root, 'src', 'components');
const check = process.argv.includes('--check');

const files = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .flatMap((entry) =>
    readdirSync(join(componentsDir, entry.name))
      .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test|styles)\.tsx$/.test(file))
      .map((file) => join(componentsDir, entry.name, file)),
  )
  .filter((file) => existsSync(file));

const parser = docgen.withCustomConfig(join(root, 'tsconfig.json'), {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // The same filter as .storybook/main.ts: props declared only in node_modules are not listed.
  propFilter: (prop) => {
    const declared = prop.declarations?.length
      ? prop.declarations
      : prop.parent
        ? [prop.parent]
        : [];
    return declared.length === 0 || declared.some((d) => !/node_modules/.test(d.fileName));
  },
});

// Components only: helpers such as `wheelDisplay` are exported beside them but are no components.
const docs = parser.parse(files).filter((doc) => /^[A-Z]/.test(doc.displayName));
let described = 0;
let props = 0;
let describedProps = 0;
const missing = [];
for (const doc of docs) {
  if (doc.description.trim()) described += 1;
  else missing.push(`${doc.displayName}: no description`);
  for (const [name, prop] of Object.entries(doc.props)) {
    props += 1;
    if (prop.description.trim()) describedProps += 1;
    else missing.push(`${doc.displayName}.${name}: no description`);
  }
}

console.log(
  `docs coverage: ${described} of ${docs.length} components described, ${describedProps} of ${props} props described`,
);

const pages = docsPages(componentsDir);
const texts = flatTexts(
  JSON.parse(readFileSync(join(root, '..', 'translations', 'fi.json'), 'utf8')),
);
const guidanceMissing = guidanceProblems(pages, guidance, texts);
console.log(
  `usage guidance: ${pages.length - new Set(guidanceMissing.map((line) => line.split(':')[0])).size} of ${pages.length} docs pages complete`,
);

const changelogFile = join(root, 'src', 'docs', 'changelog.json');
const changelog = JSON.parse(readFileSync(changelogFile, 'utf8'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const hashes = Object.fromEntries(
  componentFolders(componentsDir).map((name) => [name, componentHash(join(componentsDir, name))]),
);
const addText = process.argv[process.argv.indexOf('--changelog') + 1];
if (process.argv.includes('--changelog') && addText?.trim()) {
  const unrecorded = Object.entries(hashes).filter(
    ([name, hash]) =>
      changelog.entries.find((entry) => name in entry.components)?.components[name] !== hash,
  );
  if (unrecorded.length > 0) {
    const date = new Date().toISOString().slice(0, 10);
    changelog.entries.unshift({
      date,
      version,
      text: addText.trim(),
      components: Object.fromEntries(unrecorded),
    });
    writeFileSync(changelogFile, `${JSON.stringify(changelog, null, 2)}\n`);
    console.log(`changelog: entry of ${date} added for ${unrecorded.map(([n]) => n).join(', ')}`);
  }
}
const changelogMissing = changelogProblems(hashes, changelog, version);
console.log(
  `changelog: ${changelogMissing.length === 0 ? 'every component recorded' : `${changelogMissing.length} to fix`}` +
    (changelogMissing.length > 0
      ? ' (add an entry: npm run docs:check -- --changelog "what changed, for whom")'
      : ''),
);

// Developer residue in what the pages are made of: component and prop descriptions, the stories'
// comments (Storybook shows them as descriptions) and the written pages.
const knownFiles = new Set(
  execFileSync('git', ['ls-files', '*.md'], { cwd: join(root, '..'), encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/').pop()),
);
const residue = [];
for (const doc of docs) {
  const texts = [doc.description, ...Object.values(doc.props).map((prop) => prop.description)];
  for (const hit of texts.flatMap((text) => residueIn(text, knownFiles))) {
    residue.push(`${doc.displayName}: ${hit}`);
  }
}
const pageSources = [
  ...pages.map(({ folder, source }, index) => ({ name: `${folder} stories ${index}`, source })),
  ...readdirSync(join(root, 'src', 'docs'), { recursive: true })
    .filter((file) => String(file).endsWith('.mdx'))
    .map((file) => ({
      name: String(file),
      source: readFileSync(join(root, 'src', 'docs', String(file)), 'utf8'),
    })),
];
for (const { name, source } of pageSources) {
  const shown = name.endsWith('.mdx')
    ? source
    : [...source.matchAll(/\/\*\*[\s\S]*?\*\//g)].map(([comment]) => comment).join('\n');
  for (const hit of residueIn(shown, knownFiles))
    residue.push(`${name.replace(/ \d+$/, '')}: ${hit}`);
}
console.log(
  `developer residue on the docs pages: ${residue.length === 0 ? 'none' : residue.length}`,
);

const problems = [...missing, ...guidanceMissing, ...changelogMissing, ...residue];
if (problems.length > 0) {
  console.log(problems.map((line) => `  ${line}`).join('\n'));
  if (check) process.exit(1);
}
