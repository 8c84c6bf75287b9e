/**
 * `npm run bench:crash [-- --db pglite|postgres] [--rounds 5] [--clients 4] [--port 4410]`
 *
 * Crash consistency: the real server (`node --import tsx server/src/main.ts`) runs as a child
 * process while several clients write through the API: payments end to end (login, payment
 * form, the sandbox bank's decide POST, `GET /api/payments/confirm`) and feedback saves. At a
 * random moment the server is killed with SIGKILL and restarted on the same data, N times. Every
 * write a client saw acknowledged is recorded; at the end the pending payments are settled
 * through the API, the server is stopped and the database is opened directly and checked:
 * acknowledged writes missing, operations applied twice and partial operations must all be 0
 * (the exit code is 1 otherwise). PGlite runs in a temporary DATA_DIR; PostgreSQL
 * (`BENCH_DATABASE_URL`, else 127.0.0.1:5432) on a throwaway database that is dropped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import {
  createScratchDatabase,
  loginWeak,
  request,
  type ScratchDatabase,
  ServerProcess,
  sleep,
  table,
} from './harness';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: '4410' },
    'min-ms': { type: 'string', default: '1500' },
    'max-ms': { type: 'string', default: '5000' },
    keep: { type: 'boolean', default: false },
  },
});
const KIND = args.db === 'postgres' ? 'postgres' : 'pglite';
if (args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db is pglite or postgres');
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);
const MIN_MS = Number(args['min-ms']);
const MAX_MS = Number(args['max-ms']);
const SETTLE_DELAY_MS = 50;

/** Weak logins, one open debt each (persona table in server/README.md); Ville (9000001) never settles. */
const PERSONAS: [string, string][] = [
  ['1000001', '11111111'],
  ['2000001', '22222222'],
  ['2000004', '22222225'],
  ['4000001', '44444444'],
  ['5000001', '55555555'],
  ['6000001', '66666666'],
  ['7000003', '77777779'],
  ['3000001', '33333333'],
  ['2000002', '22222223'],
  ['2000003', '22222224'],
];
const CLIENTS = Math.min(Number(args.clients), PERSONAS.length);

interface AckedPayment {
  client: number;
  stamp: string;
  providerTransactionId: string;
  debtNr: number;
  amountCents: number;
}

interface AckedFeedback {
  nr: number;
  comment: string;
}

const acked = { payments: [] as AckedPayment[], feedback: [] as AckedFeedback[] };
/** The clients' debtors: only their payment transactions are checked (seeds have others). */
const benchDebtors = new Set<number>();
const attempts = { payments: 0, blocked: 0, feedback: 0, failed: 0 };
let server: ServerProcess | null = null;
let stopClients = false;

/** The server of the moment: clients keep going across restarts (errors while it is down). */
function base(): string {
  return `http://127.0.0.1:${PORT}`;
}

async function paymentRound(
  client: number,
  token: string,
  debtorNr: number,
  debtNr: number,
): Promise<'ok' | 'blocked' | 'unauthorized'> {
  attempts.payments += 1;
  const form = await request(base(), '/api/payments/getPaymentFormData', {
    token,
    json: {
      DebtorNr: debtorNr,
      Method: 'nordea',
      Language: 'en',
      PaymentItem: null,
      PaymentCart: [
        { debtNr, description: 'crash bench', amount: 5, paymentType: 'custom', msnr: null },
      ],
    },
  });
  if (form.status === 401) return 'unauthorized';
  if (form.status === 200 && form.body?.status === 1) {
    attempts.blocked += 1;
    return 'blocked';
  }
  if (form.status !== 200 || form.body?.status !== 0) throw new Error(`form ${form.status}`);
  const { url, parameters } = form.body.responseObject.result as {
    url: string;
    parameters: { name: string; value: string }[];
  };
  const fields = new URLSearchParams(parameters.map((p) => [p.name, p.value]));
  fields.set('action', 'pay');
  const decided = await fetch(`${base()}${new URL(url).pathname}/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await decided.body?.cancel();
  const location = decided.headers.get('location');
  if (decided.status !== 303 || !location) throw new Error(`decide ${decided.status}`);
  const back = new URL(location).searchParams;
  const confirmed = await request(base(), `/api/payments/confirm?${back.toString()}`, { token });
  if (confirmed.status === 401) return 'unauthorized';
  if (
    confirmed.status === 200 &&
    confirmed.body?.status === 0 &&
    confirmed.body?.responseObject?.status === true
  ) {
    acked.payments.push({
      client,
      stamp: back.get('checkout-stamp')!,
      providerTransactionId: back.get('checkout-transaction-id')!,
      debtNr,
      amountCents: Number(back.get('checkout-amount')),
    });
    return 'ok';
  }
  throw new Error(`confirm ${confirmed.status}`);
}

async function feedbackSave(client: number, token: string, seq: number): Promise<void> {
  attempts.feedback += 1;
  const comment = `crash-bench ${client} ${seq} ${Date.now()}`;
  const res = await request(base(), '/api/feedback/save', {
    token,
    json: { FeedbackType: 1, OrderNr: 0, Comment: comment, Smiley: 1, NPS: 9 },
  });
  if (res.status === 200 && res.body?.status === 0 && typeof res.body.responseObject === 'number') {
    acked.feedback.push({ nr: res.body.responseObject, comment });
  } else {
    throw new Error(`feedback ${res.status}`);
  }
}

/** One client: logs in, then alternates a feedback save and a payment until told to stop. */
async function runClient(client: number): Promise<void> {
  const [caseNumber, onlineId] = PERSONAS[client]!;
  let session: { token: string; debtorNr: number; debtNr: number } | null = null;
  let seq = 0;
  while (!stopClients) {
    try {
      if (!session) {
        const token = await loginWeak(base(), caseNumber, onlineId);
        if (!token) throw new Error('login refused');
        const debtor = await request(base(), '/api/debtor', { token });
        const debt = debtor.body?.responseObject?.debts?.[0];
        if (debtor.status !== 200 || !debt) throw new Error(`debtor ${debtor.status}`);
        if (debt.left < 10) {
          console.log(`  client ${client}: debt ${debt.nr} has ${debt.left} € left; client stops`);
          return;
        }
        session = { token, debtorNr: debtor.body.responseObject.debtor.nr, debtNr: debt.nr };
        benchDebtors.add(session.debtorNr);
      }
      seq += 1;
      await feedbackSave(client, session.token, seq);
      const outcome = await paymentRound(client, session.token, session.debtorNr, session.debtNr);
      if (outcome === 'unauthorized') session = null;
      if (outcome === 'blocked') await sleep(SETTLE_DELAY_MS);
    } catch {
      // Server down or killed mid-request: the write is unacknowledged. Try again shortly.
      attempts.failed += 1;
      await sleep(150);
    }
  }
}

interface TransactionRow {
  id: number;
  stamp: string;
  status: string;
  provider_transaction_id: string | null;
  amount_cents: number;
  settle_at: unknown;
  items: number;
  items_cents: number;
  payments: number;
  paid_cents: number;
}

interface Check {
  missing: string[];
  duplicates: string[];
  partial: string[];
  notSettled: number;
  appliedUnacked: number;
  transactions: number;
}

async function checkDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<Check> {
  const database = await openDatabase(options);
  try {
    const txs = await queryRows<TransactionRow>(
      database.db,
      sql`SELECT t.id, t.stamp, t.status, t.provider_transaction_id, t.amount_cents, t.settle_at,
            (SELECT count(*) FROM payment_transaction_items i WHERE i.transaction_id = t.id)::int AS items,
            (SELECT coalesce(sum(i.amount_cents), 0) FROM payment_transaction_items i WHERE i.transaction_id = t.id)::int AS items_cents,
            (SELECT count(*) FROM payments p WHERE p.transaction_id = t.id)::int AS payments,
            (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.transaction_id = t.id)::int AS paid_cents
          FROM payment_transactions t
          WHERE t.debtor_nr IN (${sql.join(
            [...benchDebtors, -1].map((nr) => sql`${nr}`),
            sql`, `,
          )})`,
    );
    const orphans = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM payments p WHERE p.transaction_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.id = p.transaction_id)`,
    );
    const feedbackRows = await queryRows<{ nr: number; comment: string }>(
      database.db,
      sql`SELECT nr, comment FROM feedback WHERE comment LIKE 'crash-bench %'`,
    );

    const check: Check = {
      missing: [],
      duplicates: [],
      partial: [],
      notSettled: 0,
      appliedUnacked: 0,
      transactions: txs.length,
    };
    const byStamp = new Map(txs.map((t) => [t.stamp, t]));
    const ackedStamps = new Set(acked.payments.map((p) => p.stamp));
    for (const payment of acked.payments) {
      const tx = byStamp.get(payment.stamp);
      if (
        !tx ||
        !['pending', 'ok'].includes(tx.status) ||
        tx.provider_transaction_id !== payment.providerTransactionId ||
        tx.amount_cents !== payment.amountCents
      ) {
        check.missing.push(`payment ${payment.stamp}: ${tx ? tx.status : 'no transaction'}`);
      } else if (tx.status !== 'ok') {
        check.notSettled += 1;
      }
    }
    for (const tx of txs) {
      // Every bench payment is a custom one (one item, one payment row); seeded ones too.
      if (tx.payments > tx.items || tx.paid_cents > tx.amount_cents) {
        check.duplicates.push(
          `transaction ${tx.id}: ${tx.payments} payments for ${tx.items} items`,
        );
      }
      const problems: string[] = [];
      if (tx.items === 0) problems.push('no items');
      if (tx.items_cents !== tx.amount_cents) problems.push('items do not add up');
      if (tx.status === 'ok' && tx.paid_cents !== tx.amount_cents) problems.push('ok, not booked');
      if (tx.status !== 'ok' && tx.payments > 0) problems.push(`${tx.status} with payments`);
      if (tx.status === 'pending' && (!tx.settle_at || !tx.provider_transaction_id)) {
        problems.push('pending without settlement data');
      }
      if (problems.length > 0) check.partial.push(`transaction ${tx.id}: ${problems.join(', ')}`);
      if (['pending', 'ok'].includes(tx.status) && !ackedStamps.has(tx.stamp)) {
        check.appliedUnacked += 1;
      }
    }
    if (orphans[0]!.n > 0) check.partial.push(`${orphans[0]!.n} payments of no transaction`);

    const feedbackByComment = new Map<string, number[]>();
    for (const row of feedbackRows) {
      feedbackByComment.set(row.comment, [...(feedbackByComment.get(row.comment) ?? []), row.nr]);
    }
    for (const item of acked.feedback) {
      if (!feedbackByComment.get(item.comment)?.includes(item.nr)) {
        check.missing.push(`feedback ${item.nr}`);
      }
    }
    for (const [comment, nrs] of feedbackByComment) {
      if (nrs.length > 1) check.duplicates.push(`feedback "${comment}" saved ${nrs.length} times`);
    }
    return check;
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------

const dir = mkdtempSync(join(tmpdir(), `portal-crash-${KIND}-`));
const logFile = join(dir, 'server.log');
let scratch: ScratchDatabase | null = null;
let exitCode = 0;
const roundLog: (string | number)[][] = [];
const started = Date.now();

try {
  if (KIND === 'postgres') scratch = await createScratchDatabase('portal_crash');
  const start = () =>
    new ServerProcess({
      port: PORT,
      dataDir: dir,
      databaseUrl: scratch?.url,
      logFile,
      env: { PAYMENT_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) },
    });

  console.log(`crash bench: ${KIND}, ${ROUNDS} rounds, ${CLIENTS} clients, data in ${dir}`);
  server = start();
  await server.ready();
  const clients = Array.from({ length: CLIENTS }, (_, i) => runClient(i));

  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1) {
      const restartAt = Date.now();
      server = start();
      await server.ready();
      roundLog[roundLog.length - 1]!.push(Date.now() - restartAt);
    }
    const before = { payments: acked.payments.length, feedback: acked.feedback.length };
    const delay = Math.round(MIN_MS + Math.random() * (MAX_MS - MIN_MS));
    await sleep(delay);
    await server.kill9();
    roundLog.push([
      round,
      delay,
      acked.payments.length - before.payments,
      acked.feedback.length - before.feedback,
    ]);
    console.log(`  round ${round}: killed after ${delay} ms`);
  }

  // Last start: the clients stop, every pending payment is settled through the API.
  const restartAt = Date.now();
  server = start();
  await server.ready();
  roundLog[roundLog.length - 1]!.push(Date.now() - restartAt);
  stopClients = true;
  await Promise.all(clients);
  await sleep(SETTLE_DELAY_MS * 2);
  for (const [caseNumber, onlineId] of PERSONAS.slice(0, CLIENTS)) {
    const token = await loginWeak(server.base, caseNumber, onlineId);
    if (token) await request(server.base, '/api/payments/pending', { token });
  }
  await server.stop();

  const check = await checkDatabase(
    scratch ? { databaseUrl: scratch.url } : { pgliteDir: join(dir, 'pglite') },
  );
  const acknowledged = acked.payments.length + acked.feedback.length;

  console.log(`\nrounds (SIGKILL at a random moment ${MIN_MS}-${MAX_MS} ms after ready)\n`);
  console.log(
    table(
      ['round', 'killed after ms', 'payments acked', 'feedback acked', 'restart to ready ms'],
      roundLog,
    ),
  );
  console.log(`\nsummary (${KIND}, ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  console.log(
    table(
      ['figure', 'value', 'must be'],
      [
        ['rounds (kill -9 + restart)', ROUNDS, ''],
        ['payment forms requested', attempts.payments, ''],
        ['  refused: earlier one pending', attempts.blocked, ''],
        ['payments acknowledged', acked.payments.length, ''],
        ['feedback saves attempted', attempts.feedback, ''],
        ['feedback saves acknowledged', acked.feedback.length, ''],
        ['requests failed (server down)', attempts.failed, ''],
        ['acknowledged writes', acknowledged, ''],
        ['acknowledged writes missing', check.missing.length, 0],
        ['operations applied twice', check.duplicates.length, 0],
        ['partial operations', check.partial.length, 0],
        ['acked payments not settled', check.notSettled, 0],
        ['applied, never acknowledged', check.appliedUnacked, '(allowed)'],
        ['payment transactions in db', check.transactions, ''],
      ],
    ),
  );
  for (const line of [...check.missing, ...check.duplicates, ...check.partial].slice(0, 20)) {
    console.log(`  ! ${line}`);
  }
  if (
    check.missing.length + check.duplicates.length + check.partial.length + check.notSettled >
    0
  ) {
    exitCode = 1;
  }
  if (acknowledged === 0) {
    console.log('  ! no write was acknowledged: the bench measured nothing');
    exitCode = 1;
  }
} catch (error) {
  console.error(`crash bench failed: ${(error as Error).stack}\n(server log: ${logFile})`);
  exitCode = 2;
} finally {
  stopClients = true;
  if (server?.running) await server.kill9();
  await scratch?.drop().catch((error) => console.error(`drop failed: ${error}`));
  if (exitCode === 0 && !args.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`data and server log kept in ${dir}`);
}
process.exit(exitCode);
