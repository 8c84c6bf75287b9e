// Generates openapi/src/schema.d.ts from the contract with openapi-typescript.
// `--check` fails (exit 1) when the committed file differs from what the contract generates.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';

const contract = new URL('../portal-api.yaml', import.meta.url);
const target = new URL('../src/schema.d.ts', import.meta.url);
const header =
  '/**\n * Generated from openapi/portal-api.yaml by openapi/scripts/generate.mjs. Do not edit:\n * change the contract and run `npm run gen:api`.\n */\n\n';

// An uploaded file's part (`contentMediaType: application/octet-stream`) is a Blob (a File) in
// the multipart body the portal builds, not a string: the body type then matches what is sent.
const transform = (schema) =>
  schema.contentMediaType === 'application/octet-stream'
    ? ts.factory.createTypeReferenceNode('Blob')
    : undefined;

const ast = await openapiTS(contract, { alphabetize: false, exportType: false, transform });
const generated = header + astToString(ast);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(
      `${fileURLToPath(target)} is out of date with the contract. Run \`npm run gen:api\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Generated API types are up to date.');
} else {
  await writeFile(target, generated);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
