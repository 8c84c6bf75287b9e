/**
 * Background jobs on exactly one instance (issue 25, item 5): of several job runners on one
 * PostgreSQL database only the lease holder runs the jobs, and when its process dies (SIGKILL,
 * no shutdown hook) another takes over by itself. On PGlite (one process) the jobs just run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLease } from '../src/db/lease';
import { JobRunner } from '../src/services/jobs';
import { createTestDatabase, POSTGRES_AVAILABLE, type TestDatabase } from './helpers/databases';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const quiet = { info: () => undefined, error: () => undefined };

function runner(database: TestDatabase, runs: string[], name: string) {
  const jobs = new JobRunner(jobLease(database), { checkMs: 100, log: quiet });
  jobs.add({ name: 'test', intervalMs: 20, run: async () => void runs.push(name) });
  return jobs;
}

describe('background jobs on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => database?.close());

  it('run in the one process, and stop on close', async () => {
    const runs: string[] = [];
    const jobs = runner(database, runs, 'only');
    jobs.start();
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const stoppedAt = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(stoppedAt);
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('background jobs on PostgreSQL', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
  });

  it('run on one instance only, and a closing holder hands over', async () => {
    const runs: string[] = [];
    const a = runner(database, runs, 'a');
    const b = runner(database, runs, 'b');
    a.start();
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    b.start();
    // b checks the lease several times meanwhile and never gets it.
    const from = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.slice(from).length).toBeGreaterThan(0);
    expect(new Set(runs)).toEqual(new Set(['a']));
    expect(a.leading).toBe(true);
    expect(b.leading).toBe(false);

    await a.stop();
    await expect.poll(() => runs.includes('b'), { timeout: 10_000 }).toBe(true);
    await b.stop();
  });

  it('are taken over when the holding process is killed', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/test/helpers/job-holder.ts', database.url!],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    const lines: string[] = [];
    holder.stdout!.setEncoding('utf8');
    holder.stdout!.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
    // Starting a process that loads the server's modules takes a while on a busy machine (the
    // whole unit-test run shares two cores): this waits for it, it does not time it.
    await expect.poll(() => lines.includes('ran'), { timeout: 60_000 }).toBe(true);

    const runs: string[] = [];
    const here = runner(database, runs, 'here');
    here.start();
    const before = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The holder keeps running the job; this runner does not.
    expect(lines.length).toBeGreaterThan(before);
    expect(runs).toEqual([]);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(here.leading).toBe(true);
    await here.stop();
  }, 100_000);
});
