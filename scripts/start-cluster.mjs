// `npm run start:cluster`: nginx from Debian (installed when missing, as root) round-robin in
// front of two server instances on one PostgreSQL (server/src/cli/cluster.ts;
// docs/server-operations.md, "Two instances behind a load balancer"). Ctrl-C stops nginx and both instances.
import { spawn } from 'node:child_process';
import { ensurePortalBuilt } from './portal-build.mjs';
import { run } from './run.mjs';

const nginx = await run('bash', ['scripts/ensure-nginx.sh']);
if (nginx !== 0) process.exit(nginx);
if (!process.argv.includes('--no-build')) {
  const built = await ensurePortalBuilt();
  if (built !== 0) process.exit(built);
}
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const cluster = spawn('node', ['--import', 'tsx', 'server/src/cli/cluster.ts', ...args], {
  stdio: 'inherit',
});
// The cluster process stops nginx and the instances itself: a signal is passed on to it (Ctrl-C
// reaches it anyway, with the whole process group), and this one waits for its shutdown.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (cluster.exitCode === null) cluster.kill(signal);
  });
}
cluster.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
