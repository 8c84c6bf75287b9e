/**
 * `npm run bench:callbacks [-- --db pglite|postgres] [--rounds 5] [--concurrency 50] [--port 4410]`
 *
 * The provider's callbacks under load: the server runs in this process on
 * 127.0.0.1; for each round, `concurrency` payments are started and paid at the sandbox bank
 * (the bank's own callbacks are switched off), then all their callbacks are sent at once over
 * HTTP and each answer's latency is measured. At the end every payment must be booked exactly
 * once. Prints p50, p99 and max per round and over all rounds (target: p99 <= 200 ms), next to
 * the p99 of as many `/api/health` requests at once (the machine's state in the same run). Bounded:
 * `rounds` x `concurrency` callbacks, then it stops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, queryRows } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/seed';
import {
  createScratchDatabase,
  loginWeak,
  percentile,
  request,
  type ScratchDatabase,
  table,
} from './harness';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '50' },
    port: { type: 'string', default: '4410' },
  },
});
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db is pglite or postgres');
const ROUNDS = Math.min(Number(args.rounds), 20);
const CONCURRENCY = Math.min(Number(args.concurrency), 200);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-callbacks-'));
let scratch: ScratchDatabase | null = null;
if (args.db === 'postgres') scratch = await createScratchDatabase('portal_bench_cb');
const database = await openDatabase({
  databaseUrl: scratch?.url,
  pgliteDir: scratch ? undefined : join(dir, 'pglite'),
});
await migrateDatabase(database);
await seedIfEmpty(database.db, { hashCost: 1024 });
const app = await buildApp({
  config: loadConfig({
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DATA_DIR: dir,
    PORTAL_DIR: join(dir, 'no-portal'),
    PAYMENT_SETTLE_DELAY_MS: '0',
    PAYMENT_CALLBACK_POLL_MS: '0',
    PAYMENT_STATUS_CHECK_INTERVAL_MS: '0',
    REMINDER_INTERVAL_MS: '0',
  }),
  database,
});
await app.listen({ port: PORT, host: '127.0.0.1' });

let exitCode = 0;
try {
  const token = await loginWeak(BASE, '3000001', '33333333');
  if (!token) throw new Error('login refused');
  const debtor = await request(BASE, '/api/debtor', { token });
  const debtorNr = debtor.body.responseObject.debtor.nr as number;
  const debtNr = debtor.body.responseObject.debts[0].nr as number;

  /** A payment paid at the bank: the callback's query string. */
  async function paidAtBank(): Promise<string> {
    const form = await request(BASE, '/api/payments/getPaymentFormData', {
      token: token!,
      json: {
        DebtorNr: debtorNr,
        Method: 'nordea',
        Language: 'fi',
        PaymentItem: null,
        PaymentCart: [
          { debtNr, description: 'bench', amount: 5, paymentType: 'custom', msnr: null },
        ],
      },
    });
    if (form.body?.status !== 0) throw new Error(`form ${JSON.stringify(form.body)}`);
    const { url, parameters } = form.body.responseObject.result as {
      url: string;
      parameters: { name: string; value: string }[];
    };
    const fields = new URLSearchParams(parameters.map((p) => [p.name, p.value]));
    fields.set('action', 'pay');
    const decided = await fetch(`${BASE}${new URL(url).pathname}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    });
    await decided.body?.cancel();
    return new URL(decided.headers.get('location')!).search;
  }

  const all: number[] = [];
  const health: number[] = [];
  const rows: (string | number)[][] = [];
  let refused = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const queries: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++) queries.push(await paidAtBank());
    const latencies = await Promise.all(
      queries.map(async (query) => {
        const started = performance.now();
        const res = await fetch(`${BASE}/api/payments/callback${query}`);
        await res.text();
        if (res.status !== 200) refused += 1;
        return performance.now() - started;
      }),
    );
    all.push(...latencies);
    // The same number of hello-world requests at once: what the machine gives right now.
    const baseline = await Promise.all(
      queries.map(async () => {
        const started = performance.now();
        await (await fetch(`${BASE}/api/health`)).text();
        return performance.now() - started;
      }),
    );
    health.push(...baseline);
    rows.push([
      round,
      CONCURRENCY,
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 99).toFixed(1),
      Math.max(...latencies).toFixed(1),
      percentile(baseline, 99).toFixed(1),
    ]);
    // Settles what is due (settle delay 0), as the debtor's next read does.
    await request(BASE, '/api/payments/pending', { token });
  }
  rows.push([
    'all',
    all.length,
    percentile(all, 50).toFixed(1),
    percentile(all, 99).toFixed(1),
    Math.max(...all).toFixed(1),
    percentile(health, 99).toFixed(1),
  ]);
  const [check] = await queryRows<{ transactions: number; booked_once: number; twice: number }>(
    database.db,
    sql`SELECT count(*)::int AS transactions,
               count(*) FILTER (WHERE n = 1)::int AS booked_once,
               count(*) FILTER (WHERE n > 1)::int AS twice
          FROM (SELECT t.id, (SELECT count(*) FROM payments p WHERE p.transaction_id = t.id) AS n
                  FROM payment_transactions t WHERE t.debtor_nr = ${debtorNr}
                   AND t.confirmed_via = 'callback') x`,
  );
  console.log(`callbacks on ${args.db}, ${ROUNDS} rounds of ${CONCURRENCY} at once (ms):`);
  console.log(table(['round', 'callbacks', 'p50', 'p99', 'max', 'health p99'], rows));
  console.log(
    `refused: ${refused}; payments confirmed by callback: ${check?.transactions}, booked once: ${check?.booked_once}, booked twice: ${check?.twice}`,
  );
  if (refused > 0 || check?.twice !== 0 || check?.booked_once !== ROUNDS * CONCURRENCY) {
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await scratch?.drop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
