// `npm start`: builds the portal when it is not built yet (or its sources changed since), then runs
// the reference server, which serves the portal and the API on http://localhost:3000.
import { ensurePortalBuilt } from './portal-build.mjs';
import { run } from './run.mjs';

const built = await ensurePortalBuilt();
if (built !== 0) process.exit(built);

const server = await run('node', ['--import', 'tsx', 'server/src/main.ts'], {
  env: { ...process.env },
});
process.exit(server);
