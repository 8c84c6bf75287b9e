// Budget: the JavaScript the login route loads is at most 150 KB gzip (issue: portal shell).
// Walks Vite's manifest from index.html through static imports, plus the login page's lazy chunk
// and its static imports, and gzips each file once.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const dist = 'portal/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const LOGIN_PAGE = 'src/features/session/pages/LoginPage.tsx';

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('index.html');
if (!manifest[LOGIN_PAGE]) {
  console.error(`The manifest has no chunk for ${LOGIN_PAGE}; update scripts/check-bundle.mjs.`);
  process.exit(1);
}
visit(LOGIN_PAGE);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
    total += size;
    return { file, size };
  })
  .sort((a, b) => b.size - a.size);
for (const { file, size } of rows)
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `Login route JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB)`,
);
if (total > BUDGET) {
  console.error('Over budget: split or trim what the login route loads.');
  process.exit(1);
}
