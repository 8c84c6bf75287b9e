/**
 * Shared pieces of the reliability benchmarks (`crash.ts`, `db-fault.ts`): the real server as a
 * child process, throwaway PostgreSQL databases, small HTTP helpers and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the PostgreSQL server (the server migrates and seeds it). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(POSTGRES_URL, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Server output (appended, so restarts share one file). */
  logFile: string;
  env?: Record<string, string>;
}

/** One run of `node --import tsx server/src/main.ts`. */
export class ServerProcess {
  readonly base: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private readonly log: WriteStream;
  private done = false;

  constructor(options: ServerOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
    this.log = createWriteStream(options.logFile, { flags: 'a' });
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.base,
        DATA_DIR: options.dataDir,
        PORTAL_DIR: `${options.dataDir}/no-portal`,
        DATABASE_URL: options.databaseUrl ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(this.log, { end: false });
    this.child.stderr!.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.done = true;
        resolve({ code, signal });
      });
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return !this.done;
  }

  /** Waits until `GET /api/health` answers 200; throws when the process exits or time runs out. */
  async ready(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.done) throw new Error(`server exited before it was ready (see the server log)`);
      try {
        const res = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server not ready within ${timeoutMs} ms`);
  }

  /** `kill -9`: no shutdown hook runs. */
  async kill9(): Promise<void> {
    if (!this.done) this.child.kill('SIGKILL');
    await this.exited;
    this.log.end();
  }

  /** SIGTERM (graceful close), SIGKILL after 15 s. */
  async stop(): Promise<void> {
    if (!this.done) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await this.exited;
      clearTimeout(timer);
    }
    this.log.end();
  }
}

export interface JsonResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers, checked at use
  body: any;
  headers: Headers;
}

/** One JSON request; network errors and timeouts throw. */
export async function request(
  base: string,
  path: string,
  options: { method?: string; token?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = {};
  if (options.token) Object.assign(headers, sessionHeaders(options.token));
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (HTML page, redirect)
  }
  return { status: res.status, body, headers: res.headers };
}

/** The request headers of a session: its cookie (the server runs on plain HTTP here). */
export const sessionHeaders = (secret: string) => ({ cookie: `portal-session=${secret}` });

/** The session secret a login answer set in its cookie, or null. */
export function sessionSecretSet(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = /^portal-session=([^;]+)/.exec(cookie);
    if (match) return match[1]!;
  }
  return null;
}

/** A weak login (case number and online ID): the session secret, or null when refused. */
export async function loginWeak(
  base: string,
  caseNumber: string,
  onlineId: string,
): Promise<string | null> {
  const res = await request(base, '/api/login', {
    json: { LoginType: 2, Username: caseNumber, Password: onlineId },
  });
  return res.status === 200 && res.body?.status === 0 ? sessionSecretSet(res.headers) : null;
}

/** The p-th percentile (0-100) of the values, nearest rank; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** A plain text table: the first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [
    line(cells[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
