/**
 * A dependency fault (docs/benchmarks.md): a PostgreSQL that goes silent (a network partition: no reset,
 * no answer) gives fast 503s instead of hanging requests, and the server recovers by itself.
 * PostgreSQL only; a TCP proxy in the test stands between the pool and the server.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/seed';
import { withSession, buildTestApp, weakSession } from './helpers/app';
import { createTestDatabase, POSTGRES_AVAILABLE, type TestDatabase } from './helpers/databases';

/** Forwards to PostgreSQL until `silence()`: then nothing more is forwarded or answered. */
class SilentProxy {
  private silent = false;
  private readonly sockets = new Set<Socket>();
  readonly server: Server;

  constructor(private readonly target: URL) {
    this.server = createServer((client) => {
      this.track(client);
      if (this.silent) return;
      const upstream = connect(Number(target.port || 5432), target.hostname);
      this.track(upstream);
      client.pipe(upstream).on('error', () => undefined);
      upstream.pipe(client).on('error', () => undefined);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  silence() {
    this.silent = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  /** The partition heals: the silent connections are reset, new ones are forwarded again. */
  heal() {
    for (const socket of this.sockets) socket.destroy();
    this.silent = false;
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(!POSTGRES_AVAILABLE)('a silent PostgreSQL', () => {
  let backing: TestDatabase;
  let proxy: SilentProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    backing = await createTestDatabase('postgres');
    proxy = new SilentProxy(new URL(backing.url!));
    const url = new URL(backing.url!);
    url.host = `127.0.0.1:${await proxy.listen()}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 2,
      queryTimeoutMs: 500,
    });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await backing?.close();
  });

  it('answers 503 within the query timeout instead of hanging, then recovers', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    expect((await app.inject({ url: '/api/debtor', headers: withSession(token) })).statusCode).toBe(
      200,
    );

    proxy.silence();
    // The pool's open connections now never answer: the query timeout ends the request.
    const started = Date.now();
    const res = await app.inject({ url: '/api/debtor', headers: withSession(token) });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 1, ErrorCode: 'error.server.0', responseObject: null });

    proxy.heal();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await app.inject({ url: '/api/debtor', headers: withSession(token) })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)(
  'seeding while another instance holds the seeding lock',
  () => {
    it('waits for the lock past the query timeout and then seeds once', async () => {
      const empty = await createTestDatabase('postgres', { seed: false });
      const holder = new pg.Client({ connectionString: empty.url });
      await holder.connect();
      const second = await openDatabase({
        databaseUrl: empty.url!,
        poolSize: 2,
        // The lock is held three times the query timeout; the timeout itself leaves the seed's
        // own statements room on a loaded 2-core machine (300 ms failed one under load).
        queryTimeoutMs: 1000,
      });
      try {
        await holder.query('SELECT pg_advisory_lock(724012)');
        const released = new Promise<void>((resolve) =>
          setTimeout(
            () => void holder.query('SELECT pg_advisory_unlock(724012)').then(() => resolve()),
            3000,
          ),
        );
        const started = Date.now();
        expect(await seedIfEmpty(second.db)).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
        await released;
        expect(await seedIfEmpty(second.db), 'seeded already').toBe(false);
        const [row] = await queryRows<{ n: number }>(
          second.db,
          sql`SELECT count(*)::int AS n FROM debtors`,
        );
        expect(row?.n).toBeGreaterThan(0);
      } finally {
        await holder.end();
        await second.close();
        await empty.close();
      }
    });
  },
);
