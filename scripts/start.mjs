// `npm start`: builds the portal when it is not built yet (or its sources changed since), then runs
// the reference server, which serves the portal and the API on http://localhost:3000.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => {
    if (name === 'node_modules' || name === 'dist') return newest;
    return Math.max(newest, newestMtime(join(path, name)));
  }, 0);
}

const builtAt = newestMtime('portal/dist/index.html');
const sourcesAt = Math.max(
  ...['portal/src', 'portal/index.html', 'design-system/src', 'translations', 'openapi/src'].map(
    newestMtime,
  ),
);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the portal…' : 'Portal sources changed; rebuilding…');
  const built = await run('npm', ['run', '--silent', 'build:portal']);
  if (built !== 0) process.exit(built);
}

const server = await run('node', ['--import', 'tsx', 'server/src/main.ts'], {
  env: { ...process.env },
});
process.exit(server);
