/**
 * `npm run bench:crash [-- --db pglite|postgres] [--rounds 5] [--clients 4] [--port 4410]`
 *
 * Crash consistency: the real server (`node --import tsx server/src/main.ts`) runs as a child
 * process while several clients write through the API: payments end to end (login, payment
 * form, the sandbox bank's decide POST, `GET /api/payments/confirm`), feedback saves, and
 * (`--uploaders`) contact requests with a 1-2 MB attachment sent slowly (about a second), so
 * that kills land in the middle of uploads. A payment return that got no answer is sent again
 * after the restart, as a browser reloading the return page would, and every third
 * acknowledged return is sent twice. At a random moment the server is killed with SIGKILL and
 * restarted on the same data, N times. Every write a client saw acknowledged is recorded; at
 * the end the pending payments are settled through the API, the server is stopped and the
 * database is opened directly and checked: acknowledged writes missing, operations applied
 * twice, partial operations (half-stored requests included) and files left behind in the data
 * or temporary directory (`TMPDIR` of the server) must all be 0 (the exit code is 1 otherwise).
 * PGlite runs in a temporary DATA_DIR; PostgreSQL (`BENCH_DATABASE_URL`, else 127.0.0.1:5432)
 * on a throwaway database that is dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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
  sessionHeaders,
} from './harness';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '4' },
    uploaders: { type: 'string', default: '2' },
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
/** A start on a busy shared machine (seeding hashes the online IDs) can take minutes. */
const READY_MS = 420_000;

/** Weak logins, one open debt each (the README's persona table, docs/demo-personas.md); Ville (9000001) never settles. */
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
/** Upload clients log in to the personas after the payment clients' (contact requests only). */
const UPLOADERS = Math.min(Number(args.uploaders), PERSONAS.length - CLIENTS);

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

interface AckedUpload {
  marker: string;
  sizeBytes: number;
  sha256: string;
}

const acked = {
  payments: [] as AckedPayment[],
  feedback: [] as AckedFeedback[],
  uploads: [] as AckedUpload[],
};
/** The clients' debtors: only their payment transactions are checked (seeds have others). */
const benchDebtors = new Set<number>();
const attempts = {
  payments: 0,
  blocked: 0,
  feedback: 0,
  failed: 0,
  returnsResent: 0,
  returnsTwice: 0,
  uploads: 0,
  uploadsRefused: 0,
};
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
  const confirmed = await confirmReturn(token, back);
  if (confirmed.status === 401) return 'unauthorized';
  if (
    confirmed.status === 200 &&
    confirmed.body?.status === 0 &&
    confirmed.body?.responseObject?.status === true
  ) {
    // A return that arrives twice (reload, back button) must not book the payment twice.
    if (attempts.payments % 3 === 0) {
      attempts.returnsTwice += 1;
      await confirmReturn(token, back).catch(() => undefined);
    }
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

/**
 * The payment return: when the server dies before it answers, the same return is sent again
 * once it is back (a browser reloading /payment/verify), for up to 30 s.
 */
async function confirmReturn(token: string, back: URLSearchParams) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await request(base(), `/api/payments/confirm?${back.toString()}`, { token });
    } catch (error) {
      if (stopClients || Date.now() > deadline) throw error;
      attempts.returnsResent += 1;
      await sleep(250);
    }
  }
}

/** A multipart body sent in slow chunks (about a second), so that a kill can land mid-upload. */
async function slowMultipart(path: string, token: string, form: FormData) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(path, base());
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...sessionHeaders(token),
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(body.length),
        },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    const pieces = 16;
    const size = Math.ceil(body.length / pieces);
    let i = 0;
    const writeNext = () => {
      if (i >= pieces) {
        req.end();
        return;
      }
      req.write(body.subarray(i * size, (i + 1) * size));
      i += 1;
      setTimeout(writeNext, 60);
    };
    writeNext();
  });
}

/** One contact request with a 1-2 MB attachment; acknowledged ones are recorded with a hash. */
async function uploadOnce(client: number, token: string, orderNr: string, seq: number) {
  attempts.uploads += 1;
  const marker = `crash-bench upload ${client} ${seq} ${Date.now()}`;
  const data = Buffer.concat([
    Buffer.from('%PDF-1.4\n%crash bench\n'),
    randomBytes(1_000_000 + Math.floor(Math.random() * 1_000_000)),
  ]);
  const form = new FormData();
  for (const [name, value] of [
    ['orderNr', orderNr],
    ['registerDate', '2026-01-15'],
    ['headerText', 'Crash bench'],
    ['text', marker],
    ['email', 'bench@example.org'],
    ['language', 'en'],
  ] as const) {
    form.append(name, value);
  }
  form.append('files', new Blob([new Uint8Array(data)]), 'liite.pdf');
  const res = await slowMultipart('/api/orders/contactRequest', token, form);
  if (res.status === 401) return 'unauthorized' as const;
  if (res.status === 200 && JSON.parse(res.body)?.responseObject === true) {
    acked.uploads.push({
      marker,
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    return 'ok' as const;
  }
  // A limit per debtor or session (429, or status 1) ends this client's uploads.
  if (res.status === 429 || (res.status === 200 && JSON.parse(res.body)?.status !== 0)) {
    attempts.uploadsRefused += 1;
    return 'refused' as const;
  }
  throw new Error(`upload ${res.status}`);
}

/** One upload client: logs in, then sends contact requests with attachments until told to stop. */
async function runUploader(index: number): Promise<void> {
  const [caseNumber, onlineId] = PERSONAS[CLIENTS + index]!;
  let token: string | null = null;
  let seq = 0;
  while (!stopClients) {
    try {
      token ??= await loginWeak(base(), caseNumber, onlineId);
      if (!token) throw new Error('login refused');
      seq += 1;
      const outcome = await uploadOnce(index, token, caseNumber, seq);
      if (outcome === 'unauthorized') token = null;
      if (outcome === 'refused') {
        console.log(`  uploader ${index}: refused by a limit after ${seq} uploads; it stops`);
        return;
      }
    } catch {
      attempts.failed += 1;
      await sleep(150);
    }
  }
}

async function feedbackSave(client: number, token: string, seq: number): Promise<void> {
  attempts.feedback += 1;
  const comment = `crash-bench ${client} ${seq} ${Date.now()}`;
  const res = await request(base(), '/api/feedback/save', {
    token,
    json: { FeedbackType: 1, OrderNr: 0, Comment: comment, Smiley: 1, NPS: 9 },
  });
  // The save answers an update token, `${nr}.${mac}`; the bench checks the row by its number.
  const nr = Number(String(res.body?.responseObject ?? '').split('.')[0]);
  if (res.status === 200 && res.body?.status === 0 && Number.isInteger(nr) && nr > 0) {
    acked.feedback.push({ nr, comment });
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
  strayFiles: string[];
  missing: string[];
  duplicates: string[];
  partial: string[];
  notSettled: number;
  appliedUnacked: number;
  transactions: number;
}

/** Files the server left in its data or temporary directory (known entries aside). */
function strayFiles(dir: string): string[] {
  const known = new Set(['pglite', 'pglite.lock', 'server.log', 'outbox', 'tmp', 'no-portal']);
  const walk = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(path, entry.name)) : [join(path, entry.name)],
    );
  return [
    ...readdirSync(dir)
      .filter((name) => !known.has(name))
      .flatMap((name) => walk(join(dir, name))),
    // tsx keeps its compile cache in TMPDIR (tsx-<uid>): not the server's data.
    ...readdirSync(join(dir, 'tmp'))
      .filter((name) => !/^tsx-\d+$/.test(name))
      .flatMap((name) => walk(join(dir, 'tmp', name))),
  ];
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

    const uploads = await queryRows<{
      nr: number;
      text: string;
      files: number;
      size_bytes: number;
      sha: string | null;
    }>(
      database.db,
      sql`SELECT r.nr, r.text,
            (SELECT count(*) FROM contact_request_attachments a WHERE a.contact_request_nr = r.nr)::int AS files,
            (SELECT coalesce(sum(a.size_bytes), 0) FROM contact_request_attachments a WHERE a.contact_request_nr = r.nr)::int AS size_bytes,
            (SELECT encode(sha256(a.data), 'hex') FROM contact_request_attachments a WHERE a.contact_request_nr = r.nr LIMIT 1) AS sha
          FROM contact_requests r WHERE r.text LIKE 'crash-bench upload %'`,
    );
    const check: Check = {
      strayFiles: [],
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

    const uploadsByMarker = new Map<string, typeof uploads>();
    for (const row of uploads) {
      uploadsByMarker.set(row.text, [...(uploadsByMarker.get(row.text) ?? []), row]);
      // A stored request is whole: its one attachment, all of its bytes.
      if (row.files !== 1 || row.size_bytes < 1_000_000 || !row.sha) {
        check.partial.push(
          `contact request ${row.nr}: ${row.files} files, ${row.size_bytes} bytes`,
        );
      }
    }
    for (const item of acked.uploads) {
      const rows = uploadsByMarker.get(item.marker) ?? [];
      if (!rows.some((r) => r.sha === item.sha256 && r.size_bytes === item.sizeBytes)) {
        check.missing.push(`upload "${item.marker}"`);
      }
    }
    for (const [marker, rows] of uploadsByMarker) {
      if (rows.length > 1) check.duplicates.push(`upload "${marker}" stored ${rows.length} times`);
    }

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
      // Every client saves feedback in a loop: the per-debtor write limit must not refuse them.
      // Temporary files of the server (multipart parts, if any) land here and are checked.
      env: {
        PAYMENT_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS),
        ANONYMOUS_WRITE_LIMIT: '1000000',
        TMPDIR: join(dir, 'tmp'),
      },
    });

  console.log(
    `crash bench: ${KIND}, ${ROUNDS} rounds, ${CLIENTS} clients, ${UPLOADERS} uploaders, data in ${dir}`,
  );
  mkdirSync(join(dir, 'tmp'));
  server = start();
  await server.ready(READY_MS);
  const clients = [
    ...Array.from({ length: CLIENTS }, (_, i) => runClient(i)),
    ...Array.from({ length: UPLOADERS }, (_, i) => runUploader(i)),
  ];

  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1) {
      const restartAt = Date.now();
      server = start();
      await server.ready(READY_MS);
      roundLog[roundLog.length - 1]!.push(Date.now() - restartAt);
    }
    const before = {
      payments: acked.payments.length,
      feedback: acked.feedback.length,
      uploads: acked.uploads.length,
    };
    const delay = Math.round(MIN_MS + Math.random() * (MAX_MS - MIN_MS));
    await sleep(delay);
    await server.kill9();
    roundLog.push([
      round,
      delay,
      acked.payments.length - before.payments,
      acked.feedback.length - before.feedback,
      acked.uploads.length - before.uploads,
    ]);
    console.log(`  round ${round}: killed after ${delay} ms`);
  }

  // Last start: the clients stop, every pending payment is settled through the API.
  const restartAt = Date.now();
  server = start();
  await server.ready(READY_MS);
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
  check.strayFiles = strayFiles(dir);
  const acknowledged = acked.payments.length + acked.feedback.length + acked.uploads.length;

  console.log(`\nrounds (SIGKILL at a random moment ${MIN_MS}-${MAX_MS} ms after ready)\n`);
  console.log(
    table(
      [
        'round',
        'killed after ms',
        'payments acked',
        'feedback acked',
        'uploads acked',
        'restart to ready ms',
      ],
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
        ['  returns sent again after a kill', attempts.returnsResent, ''],
        ['  acknowledged returns sent twice', attempts.returnsTwice, ''],
        ['feedback saves attempted', attempts.feedback, ''],
        ['feedback saves acknowledged', acked.feedback.length, ''],
        ['uploads attempted (1-2 MB, slow)', attempts.uploads, ''],
        ['uploads acknowledged', acked.uploads.length, ''],
        ['  refused by a limit', attempts.uploadsRefused, ''],
        ['requests failed (server down)', attempts.failed, ''],
        ['acknowledged writes', acknowledged, ''],
        ['acknowledged writes missing', check.missing.length, 0],
        ['operations applied twice', check.duplicates.length, 0],
        ['partial operations', check.partial.length, 0],
        ['files left behind', check.strayFiles.length, 0],
        ['acked payments not settled', check.notSettled, 0],
        ['applied, never acknowledged', check.appliedUnacked, '(allowed)'],
        ['payment transactions in db', check.transactions, ''],
      ],
    ),
  );
  for (const line of [
    ...check.missing,
    ...check.duplicates,
    ...check.partial,
    ...check.strayFiles,
  ].slice(0, 20)) {
    console.log(`  ! ${line}`);
  }
  if (
    check.missing.length +
      check.duplicates.length +
      check.partial.length +
      check.strayFiles.length +
      check.notSettled >
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
