// What the Storybook docs pages show, measured the way Storybook's docgen reads the components
// (react-docgen-typescript with the design system's tsconfig and Storybook's prop filter):
// components with a description, and props with a description.
// `--check` fails when a component or one of its props has none (run by `npm run lint`).
import { readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import docgen from 'react-docgen-typescript';

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
if (missing.length > 0) {
  console.log(missing.map((line) => `  ${line}`).join('\n'));
  if (check) process.exit(1);
}
