// Builds the portal when it is not built yet, or its sources changed since (npm start and
// npm run start:cluster).
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

/** Resolves with 0 when the built portal is current (building it if needed), else the build's exit code. */
export async function ensurePortalBuilt() {
  const builtAt = newestMtime('portal/dist/index.html');
  const sourcesAt = Math.max(
    ...['portal/src', 'portal/index.html', 'design-system/src', 'translations', 'openapi/src'].map(
      newestMtime,
    ),
  );
  if (builtAt !== 0 && sourcesAt <= builtAt) return 0;
  console.log(builtAt === 0 ? 'Building the portal…' : 'Portal sources changed; rebuilding…');
  return run('npm', ['run', '--silent', 'build:portal']);
}
