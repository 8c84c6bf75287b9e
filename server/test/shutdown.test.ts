/**
 * Graceful shutdown: on SIGTERM `main.ts` calls `closeGracefully`. During the
 * drain the server still answers, every answer closing its connection and readiness answering
 * 503; then it stops accepting, lets the request in flight finish, and closes the database.
 * What does not finish within the deadline is reported (the process then exits with code 1).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully } from '../src/http/shutdown';
import { buildTestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/databases';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;

/**
 * The server as main.ts runs it (the app closes its database), with a slow route added. Building
 * it takes long on a loaded machine, hence the tests' own time limit.
 */
async function start(slowMs: number): Promise<number> {
  database = await createTestDatabase('pglite');
  const db = database;
  app = await buildTestApp(db);
  app.addHook('onClose', async () => db.close());
  app.get('/test/slow', async () => {
    await sleep(slowMs);
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

// The first test database of a code version is migrated and seeded once (slow); not in a test.
beforeAll(async () => (await createTestDatabase('pglite')).close());

afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
  database = undefined;
});

describe('graceful shutdown', () => {
  it('drains, finishes the request in flight, stops accepting and closes the database', async () => {
    const port = await start(1500);
    expect((await get(port, '/api/ready')).status).toBe(200);
    const slow = get(port, '/test/slow');
    await sleep(200);
    const closed = closeGracefully(app!, { drainMs: 600, timeoutMs: 10_000 });

    // The drain: still answering, not ready, and every answer closes its connection.
    const ready = await get(port, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.connection).toBe('close');
    const health = await get(port, '/api/health');
    expect(health.status).toBe(200);
    expect(health.connection).toBe('close');

    // After the drain: no new connection, the one in flight is answered in full.
    await sleep(800);
    await expect(get(port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    await expect(closed).resolves.toBe(true);
    await expect(database!.db.execute(sql`SELECT 1`)).rejects.toThrow();
  }, 90_000);

  it('reports a request still running at the deadline', async () => {
    const port = await start(3000);
    const slow = get(port, '/test/slow');
    await sleep(200);
    await expect(closeGracefully(app!, { drainMs: 0, timeoutMs: 300 })).resolves.toBe(false);
    // It is cut off by the process exiting in main.ts; here it is left to finish.
    expect((await slow).status).toBe(200);
  }, 90_000);
});
