/**
 * Personal-data export (GDPR Article 15): for two debtors, every row the database holds about
 * them, in every table that refers to a debtor (found from the schema, so a new table fails this
 * test until it is exported or excluded here), is in the export, and nothing of any other debtor
 * is. Only a strong login may export. The PDF has a table of contents in the asked language.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { PersonalDataExport } from '../src/services/data-export';
import {
  withSession,
  strongSession,
  uniqueAddress,
  weakSession,
  sessionSecretSet,
} from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const dir = mkdtempSync(join(tmpdir(), 'portal-export-'));
let counter = 0;
function pdfText(pdf: Buffer): string {
  const file = join(dir, `export-${++counter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

type Row = Record<string, unknown>;
const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::text`);
const time = (iso: string | null | undefined) => String(iso ? Date.parse(iso) : null);

/**
 * Each table that refers to a debtor: the keys of the debtor's rows as the database has them,
 * and as the export has them. Equal lists: nothing held is missing, nothing else is there.
 */
const TABLES: Record<
  string,
  { db: (nr: number) => SQL; export: (e: PersonalDataExport) => string[] }
> = {
  debtors: {
    db: (nr) => sql`SELECT nr::text AS k FROM debtors WHERE nr = ${nr}`,
    export: (e) => [String(e.identity.debtorNr)],
  },
  debtor_addresses: {
    db: (nr) => sql`SELECT id::text AS k FROM debtor_addresses WHERE debtor_nr = ${nr}`,
    export: (e) => e.addresses.map((a) => String(a.id)),
  },
  debtor_emails: {
    db: (nr) =>
      sql`SELECT id || ':' || email_address AS k FROM debtor_emails WHERE debtor_nr = ${nr}`,
    export: (e) => e.contactInformation.emails.map((x) => `${x.id}:${x.emailAddress}`),
  },
  debtor_phones: {
    db: (nr) => sql`SELECT id || ':' || number AS k FROM debtor_phones WHERE debtor_nr = ${nr}`,
    export: (e) => e.contactInformation.phones.map((x) => `${x.id}:${x.number}`),
  },
  bank_accounts: {
    db: (nr) => sql`SELECT id || ':' || iban AS k FROM bank_accounts WHERE debtor_nr = ${nr}`,
    export: (e) => e.bankAccounts.map((x) => `${x.id}:${x.iban}`),
  },
  debts: {
    db: (nr) => sql`SELECT nr || ':' || order_nr AS k FROM debts WHERE debtor_nr = ${nr}`,
    export: (e) => e.debts.map((d) => `${d.nr}:${d.orderNr}`),
  },
  bills: {
    db: (nr) =>
      sql`SELECT b.nr || ':' || b.capital_cents AS k FROM bills b JOIN debts d ON d.nr = b.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) =>
      e.debts.flatMap((d) => d.bills.map((b) => `${b.nr}:${Math.round(b.capital * 100)}`)),
  },
  payments: {
    db: (nr) =>
      sql`SELECT p.nr || ':' || p.amount_cents || ':' || p.payment_date AS k FROM payments p JOIN debts d ON d.nr = p.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) =>
      e.debts.flatMap((d) =>
        d.payments.map((p) => `${p.nr}:${Math.round(p.amount * 100)}:${p.paymentDate}`),
      ),
  },
  expiration_actions: {
    db: (nr) =>
      sql`SELECT a.nr || ':' || a.action AS k FROM expiration_actions a JOIN debts d ON d.nr = a.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) => e.debts.flatMap((d) => d.expirationActions.map((a) => `${a.nr}:${a.action}`)),
  },
  others_involved: {
    db: (nr) =>
      sql`SELECT o.id || ':' || o.name AS k FROM others_involved o JOIN debts d ON d.nr = o.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) => e.debts.flatMap((d) => d.othersInvolved.map((o) => `${o.id}:${o.name}`)),
  },
  login_tokens: {
    db: (nr) =>
      sql`SELECT t.debt_nr || ':' || ${ms('t.expires_at')} AS k FROM login_tokens t JOIN debts d ON d.nr = t.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) => e.debts.flatMap((d) => d.loginLinks.map((l) => `${d.nr}:${time(l.expiresAt)}`)),
  },
  payment_plans: {
    db: (nr) => sql`SELECT nr || ':' || type AS k FROM payment_plans WHERE debtor_nr = ${nr}`,
    export: (e) => e.paymentPlans.map((p) => `${p.nr}:${p.type}`),
  },
  payment_plan_debts: {
    db: (nr) =>
      sql`SELECT x.plan_nr || ':' || x.debt_nr AS k FROM payment_plan_debts x JOIN payment_plans p ON p.nr = x.plan_nr WHERE p.debtor_nr = ${nr}`,
    export: (e) => e.paymentPlans.flatMap((p) => p.debtNrs.map((d) => `${p.nr}:${d}`)),
  },
  installments: {
    db: (nr) =>
      sql`SELECT i.plan_nr || ':' || i.sequence || ':' || i.amount_cents AS k FROM installments i JOIN payment_plans p ON p.nr = i.plan_nr WHERE p.debtor_nr = ${nr}`,
    export: (e) =>
      e.paymentPlans.flatMap((p) =>
        p.installments.map((i) => `${p.nr}:${i.sequence}:${Math.round(i.amount * 100)}`),
      ),
  },
  payment_transactions: {
    db: (nr) =>
      sql`SELECT id || ':' || amount_cents AS k FROM payment_transactions WHERE debtor_nr = ${nr}`,
    export: (e) => e.paymentTransactions.map((t) => `${t.id}:${Math.round(t.amount * 100)}`),
  },
  payment_transaction_items: {
    db: (nr) =>
      sql`SELECT i.id || ':' || i.debt_nr AS k FROM payment_transaction_items i JOIN payment_transactions t ON t.id = i.transaction_id WHERE t.debtor_nr = ${nr}`,
    export: (e) => e.paymentTransactions.flatMap((t) => t.items.map((i) => `${i.id}:${i.debtNr}`)),
  },
  reconciliations: {
    db: (nr) =>
      sql`SELECT available::text || ':' || coalesce(status::text, 'null') AS k FROM reconciliations WHERE debtor_nr = ${nr}`,
    // The export always has the settlement; without a row it is "not offered".
    export: (e) =>
      e.settlement.available || e.settlement.status !== null
        ? [`${e.settlement.available}:${e.settlement.status}`]
        : [],
  },
  subpoenas: {
    db: (nr) => sql`SELECT nr::text AS k FROM subpoenas WHERE debtor_nr = ${nr}`,
    export: (e) => e.settlement.subpoenas.map((s) => String(s.nr)),
  },
  subpoena_debts: {
    db: (nr) =>
      sql`SELECT x.subpoena_nr || ':' || x.debt_nr AS k FROM subpoena_debts x JOIN subpoenas s ON s.nr = x.subpoena_nr WHERE s.debtor_nr = ${nr}`,
    export: (e) => e.settlement.subpoenas.flatMap((s) => s.debtNrs.map((d) => `${s.nr}:${d}`)),
  },
  subpoena_statuses: {
    db: (nr) =>
      sql`SELECT x.nr::text AS k FROM subpoena_statuses x JOIN subpoenas s ON s.nr = x.subpoena_nr WHERE s.debtor_nr = ${nr}`,
    export: (e) => e.settlement.subpoenas.flatMap((s) => s.statuses.map((x) => String(x.nr))),
  },
  subpoena_status_debts: {
    db: (nr) =>
      sql`SELECT y.status_nr || ':' || y.debt_nr AS k FROM subpoena_status_debts y JOIN subpoena_statuses x ON x.nr = y.status_nr JOIN subpoenas s ON s.nr = x.subpoena_nr WHERE s.debtor_nr = ${nr}`,
    export: (e) =>
      e.settlement.subpoenas.flatMap((s) =>
        s.statuses.flatMap((x) => x.debtNrs.map((d) => `${x.nr}:${d}`)),
      ),
  },
  signing_tasks: {
    db: (nr) =>
      sql`SELECT kind || ':' || ${ms('created_at')} AS k FROM signing_tasks WHERE debtor_nr = ${nr}`,
    export: (e) => e.requests.signings.map((s) => `${s.kind}:${time(s.createdAt)}`),
  },
  invoice_copy_requests: {
    db: (nr) =>
      sql`SELECT r.nr::text AS k FROM invoice_copy_requests r JOIN debts d ON d.nr = r.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) => e.requests.invoiceCopies.map((r) => String(r.nr)),
  },
  invoice_copy_request_bills: {
    db: (nr) =>
      sql`SELECT x.request_nr || ':' || x.bill_nr AS k FROM invoice_copy_request_bills x JOIN invoice_copy_requests r ON r.nr = x.request_nr JOIN debts d ON d.nr = r.debt_nr WHERE d.debtor_nr = ${nr}`,
    export: (e) => e.requests.invoiceCopies.flatMap((r) => r.billNrs.map((b) => `${r.nr}:${b}`)),
  },
  reclamations: {
    db: (nr) => sql`SELECT nr::text AS k FROM reclamations WHERE debtor_nr = ${nr}`,
    export: (e) => e.requests.reclamations.map((r) => String(r.nr)),
  },
  reclamation_bills: {
    db: (nr) =>
      sql`SELECT x.reclamation_nr || ':' || x.bill_nr AS k FROM reclamation_bills x JOIN reclamations r ON r.nr = x.reclamation_nr WHERE r.debtor_nr = ${nr}`,
    export: (e) => e.requests.reclamations.flatMap((r) => r.billNrs.map((b) => `${r.nr}:${b}`)),
  },
  reclamation_attachments: {
    db: (nr) =>
      sql`SELECT a.reclamation_nr || ':' || a.file_name || ':' || a.size_bytes AS k FROM reclamation_attachments a JOIN reclamations r ON r.nr = a.reclamation_nr WHERE r.debtor_nr = ${nr}`,
    export: (e) =>
      e.requests.reclamations.flatMap((r) =>
        r.attachments.map((a) => `${r.nr}:${a.fileName}:${a.sizeBytes}`),
      ),
  },
  contact_requests: {
    db: (nr) => sql`SELECT nr::text AS k FROM contact_requests WHERE debtor_nr = ${nr}`,
    export: (e) => e.requests.contactRequests.map((c) => String(c.nr)),
  },
  contact_request_attachments: {
    db: (nr) =>
      sql`SELECT a.contact_request_nr || ':' || a.file_name || ':' || a.size_bytes AS k FROM contact_request_attachments a JOIN contact_requests c ON c.nr = a.contact_request_nr WHERE c.debtor_nr = ${nr}`,
    export: (e) =>
      e.requests.contactRequests.flatMap((c) =>
        c.attachments.map((a) => `${c.nr}:${a.fileName}:${a.sizeBytes}`),
      ),
  },
  feedback: {
    db: (nr) => sql`SELECT nr::text AS k FROM feedback WHERE debtor_nr = ${nr}`,
    export: (e) => e.feedback.map((f) => String(f.nr)),
  },
  cookie_consents: {
    db: (nr) => sql`SELECT id::text AS k FROM cookie_consents WHERE debtor_nr = ${nr}`,
    export: (e) => e.cookieConsents.map((c) => String(c.id)),
  },
  reminder_preferences: {
    db: (nr) =>
      sql`SELECT days_before::text AS k FROM reminder_preferences WHERE debtor_nr = ${nr}`,
    export: (e) => (e.reminderSettings ? [String(e.reminderSettings.daysBefore)] : []),
  },
  reminder_claims: {
    db: (nr) => sql`SELECT id::text AS k FROM reminder_claims WHERE debtor_nr = ${nr}`,
    export: (e) => e.remindersSent.map((r) => String(r.id)),
  },
  payment_demand_consents: {
    db: (nr) => sql`SELECT id::text AS k FROM payment_demand_consents WHERE debtor_nr = ${nr}`,
    export: (e) => e.paymentDemandConsents.map((c) => String(c.id)),
  },
  sessions: {
    db: (nr) =>
      sql`SELECT login_type || ':' || ${ms('created_at')} AS k FROM sessions WHERE debtor_nr = ${nr}`,
    export: (e) => e.logins.sessions.map((s) => `${s.loginType}:${time(s.createdAt)}`),
  },
  login_attempts: {
    db: (nr) => sql`SELECT id || ':' || result AS k FROM login_attempts WHERE debtor_nr = ${nr}`,
    export: (e) => e.logins.loginAttempts.map((a) => `${a.id}:${a.result}`),
  },
};

/** Every value under a key that names a case or debt number, anywhere in the export. */
function caseAndDebtNumbers(value: unknown, key = '', found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) caseAndDebtNumbers(item, key, found);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) caseAndDebtNumbers(v, k, found);
  else if (/orderNr|caseNumber|debtNr|scopeDebtNr/i.test(key) && value !== null)
    found.add(String(value));
  return found;
}

describe.each(DATABASE_KINDS)('personal-data export on %s', (kind) => {
  const rows = <T extends Row>(query: SQL) => queryRows<T>(database.db, query);

  /** Requests, attachments and other rows the seed does not have, for a debtor. */
  async function addActivity(debtorNr: number, marker: string) {
    const [debt] = await rows<{ nr: number; order_nr: number }>(
      sql`SELECT nr, order_nr FROM debts WHERE debtor_nr = ${debtorNr} ORDER BY order_nr LIMIT 1`,
    );
    const [bill] = await rows<{ nr: number }>(
      sql`SELECT nr FROM bills WHERE debt_nr = ${debt!.nr} ORDER BY nr LIMIT 1`,
    );
    const [contact] = await rows<{ nr: number }>(
      sql`INSERT INTO contact_requests (debtor_nr, debt_nr, register_date, header_text, text, email, language)
          VALUES (${debtorNr}, ${debt!.nr}, '2025-01-02', ${`Subject ${marker}`}, ${`Please call ${marker}`}, ${`${marker}@example.org`}, 'fi') RETURNING nr`,
    );
    await database.db.execute(
      sql`INSERT INTO contact_request_attachments (contact_request_nr, file_name, content_type, size_bytes, data)
          VALUES (${contact!.nr}, ${`${marker}-letter.pdf`}, 'application/pdf', 4, ${Buffer.from('%PDF')})`,
    );
    const [reclamation] = await rows<{ nr: number }>(
      sql`INSERT INTO reclamations (debtor_nr, debt_nr, basis, text, name, email)
          VALUES (${debtorNr}, ${debt!.nr}, 'otherReason', ${`Not mine ${marker}`}, ${marker}, ${`${marker}@example.org`}) RETURNING nr`,
    );
    await database.db.execute(
      sql`INSERT INTO reclamation_bills (reclamation_nr, bill_nr) VALUES (${reclamation!.nr}, ${bill!.nr})`,
    );
    await database.db.execute(
      sql`INSERT INTO reclamation_attachments (reclamation_nr, file_name, content_type, size_bytes, data)
          VALUES (${reclamation!.nr}, ${`${marker}-receipt.png`}, 'image/png', 3, ${Buffer.from('png')})`,
    );
    const [copy] = await rows<{ nr: number }>(
      sql`INSERT INTO invoice_copy_requests (debt_nr, email, requested_on) VALUES (${debt!.nr}, ${`${marker}@example.org`}, '2025-01-03') RETURNING nr`,
    );
    await database.db.execute(
      sql`INSERT INTO invoice_copy_request_bills (request_nr, bill_nr) VALUES (${copy!.nr}, ${bill!.nr})`,
    );
    await database.db.execute(
      sql`INSERT INTO feedback (feedback_type, order_nr, comment, smiley, nps, debtor_nr) VALUES (1, 0, ${`Fine ${marker}`}, 1, 9, ${debtorNr})`,
    );
    await database.db.execute(
      sql`INSERT INTO cookie_consents (debtor_nr, necessary, cookies, tracking) VALUES (${debtorNr}, true, true, false)`,
    );
    await database.db.execute(
      sql`INSERT INTO reminder_preferences (debtor_nr, by_email, days_before, language) VALUES (${debtorNr}, true, 3, 'fi')`,
    );
    await database.db.execute(
      sql`INSERT INTO reminder_claims (debtor_nr, target, due_date, channel, recipient, claimed_at, sent_at)
          VALUES (${debtorNr}, ${`debt:${debt!.nr}`}, '2025-01-10', 'email', ${`${marker}@example.org`}, now(), now())`,
    );
    await database.db.execute(
      sql`INSERT INTO payment_demand_consents (debtor_nr, channel, address, collector, case_numbers, given_at, valid_until, method, login_type)
          VALUES (${debtorNr}, 'email', ${`${marker}@example.org`}, 'Perintä Oy', ARRAY[${debt!.order_nr}]::integer[], now(), '2026-01-01', 'portal', 0)`,
    );
    await database.db.execute(
      sql`INSERT INTO debtor_phones (debtor_nr, number, sms_allowed) VALUES (${debtorNr}, ${`40${debtorNr}12345`}, true)`,
    );
    await database.db.execute(
      sql`INSERT INTO bank_accounts (debtor_nr, iban, bic, refund_charge_cents) VALUES (${debtorNr}, ${`FI21123456000007${debtorNr}`}, 'NDEAFIHH', 500)`,
    );
    await database.db.execute(
      sql`INSERT INTO signing_tasks (request_id, task_id, debtor_nr, kind, debt_nrs, email, lang, status, created_at, expires_at)
          VALUES (${`req-${marker}`}, ${`task-${marker}`}, ${debtorNr}, 'judgement', ${String(debt!.nr)}, ${`${marker}@example.org`}, 'fi', 'done', now(), now())`,
    );
  }

  let matti: { nr: number; strong: string };
  let juha: { nr: number; strong: string };

  const { app, database } = useTestApp(kind);

  beforeAll(async () => {
    const byCode = async (code: string) => {
      const [row] = await rows<{ nr: number }>(
        sql`SELECT nr FROM debtors WHERE identity_code = ${code}`,
      );
      return row!.nr;
    };
    const mattiNr = await byCode('010190-923E');
    const juhaNr = await byCode('131052-9672');
    await addActivity(mattiNr, 'matti-marker');
    await addActivity(juhaNr, 'juha-marker');
    // Logins of both (weak ones record a session and a login attempt).
    await weakSession(app, '2000001', '22222222');
    await weakSession(app, '7000001', '77777777');
    matti = { nr: mattiNr, strong: await strongSession(app, mattiNr) };
    juha = { nr: juhaNr, strong: await strongSession(app, juhaNr) };
  });

  async function exportOf(token: string): Promise<PersonalDataExport> {
    const res = await app.inject({ url: '/api/debtor/dataExport', headers: withSession(token) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 0, ErrorCode: null });
    return body.responseObject as PersonalDataExport;
  }

  it('knows every table that refers to a debtor', async () => {
    const links = await rows<{ child: string; parent: string }>(sql`
      SELECT DISTINCT tc.table_name AS child, ccu.table_name AS parent
      FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`);
    const withColumn = await rows<{ t: string }>(sql`
      SELECT DISTINCT table_name AS t FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'debtor_nr'`);
    const reached = new Set(['debtors', ...withColumn.map((r) => r.t)]);
    for (let grew = true; grew;) {
      grew = false;
      for (const { child, parent } of links) {
        if (reached.has(parent) && !reached.has(child)) {
          reached.add(child);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual(Object.keys(TABLES).sort());
  });

  it.each([
    ['persona 2 (Matti, seven debts)', () => matti],
    ['persona 7 (Juha)', () => juha],
  ])('%s: every row held is in the export, nothing of anyone else', async (_name, who) => {
    const { nr, strong } = who();
    const data = await exportOf(strong);
    let rowsSeen = 0;
    for (const [table, keys] of Object.entries(TABLES)) {
      const held = (await rows<{ k: string }>(keys.db(nr))).map((r) => String(r.k)).sort();
      rowsSeen += held.length;
      expect(keys.export(data).sort(), table).toEqual(held);
    }
    expect(rowsSeen).toBeGreaterThan(30);

    // Nothing of another debtor anywhere in the serialized export.
    const text = JSON.stringify(data);
    const others = await rows<{ nr: number; name: string; identity_code: string | null }>(
      sql`SELECT nr, name, identity_code FROM debtors WHERE nr <> ${nr}`,
    );
    const othersInvolved = new Set(data.debts.flatMap((d) => d.othersInvolved.map((o) => o.name)));
    for (const other of others) {
      if (!othersInvolved.has(other.name)) expect(text, other.name).not.toContain(other.name);
      if (other.identity_code) expect(text).not.toContain(other.identity_code);
    }
    const foreign = await rows<{ v: string }>(sql`
      SELECT email_address AS v FROM debtor_emails WHERE debtor_nr <> ${nr}
      UNION SELECT number FROM debtor_phones WHERE debtor_nr <> ${nr}
      UNION SELECT iban FROM bank_accounts WHERE debtor_nr <> ${nr}
      UNION SELECT street_address FROM debtor_addresses WHERE debtor_nr <> ${nr}
      UNION SELECT header_text FROM contact_requests WHERE debtor_nr <> ${nr}
      UNION SELECT text FROM reclamations WHERE debtor_nr <> ${nr}`);
    expect(foreign.length).toBeGreaterThan(10);
    for (const { v } of foreign) expect(text, v).not.toContain(v);
    // Case and debt numbers of others are nowhere among the case and debt numbers exported.
    const theirs = await rows<{ order_nr: number; nr: number }>(
      sql`SELECT order_nr, nr FROM debts WHERE debtor_nr <> ${nr}`,
    );
    const numbers = caseAndDebtNumbers(data);
    expect(numbers.size).toBeGreaterThan(3);
    for (const debt of theirs) {
      expect(numbers.has(String(debt.order_nr)), String(debt.order_nr)).toBe(false);
      expect(numbers.has(String(debt.nr)), String(debt.nr)).toBe(false);
    }
    const marker = nr === matti.nr ? 'juha-marker' : 'matti-marker';
    expect(text).not.toContain(marker);
    expect(text).toContain(nr === matti.nr ? 'matti-marker' : 'juha-marker');
  });

  it('carries persona 2 as the contract says: her seven debts, euros, ISO dates, listed attachments', async () => {
    const data = await exportOf(matti.strong);
    expect(data.identity).toMatchObject({ name: 'Matti Meikäläinen', identityCode: '010190-923E' });
    expect(data.debts.map((d) => d.orderNr)).toEqual([
      2000001, 2000002, 2000003, 2000004, 2000005, 2000006, 2000007,
    ]);
    const [bill] = await rows<{ capital_cents: number; nr: number }>(
      sql`SELECT b.nr, b.capital_cents FROM bills b JOIN debts d ON d.nr = b.debt_nr WHERE d.order_nr = 2000001 ORDER BY b.nr LIMIT 1`,
    );
    const exported = data.debts[0]!.bills.find((b) => b.nr === bill!.nr)!;
    expect(exported.capital).toBe(bill!.capital_cents / 100);
    expect(data.bankAccounts.at(-1)!.refundCharge).toBe(5);
    expect(data.debts[0]!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const attachment = data.requests.contactRequests[0]!.attachments[0]!;
    expect(attachment).toEqual({
      fileName: 'matti-marker-letter.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4,
    });
    expect(JSON.stringify(data)).not.toMatch(/online_?id_?hash|scrypt|tokenHash|jti/i);
  });

  it.each([
    ['JSON', '/api/debtor/dataExport'],
    ['PDF', '/api/debtor/dataExport/fi-FI'],
  ])('%s: a case-number login and a token login are refused with 403', async (_kind, url) => {
    const weak = await weakSession(app, '2000001', '22222222');
    const token = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      payload: { LoginType: 4, Token: 'DEMO-TOKEN-AINO' },
    });
    const tokenLogin = sessionSecretSet(token)!;
    expect(tokenLogin).toBeTruthy();
    for (const secret of [weak, tokenLogin]) {
      const res = await app.inject({ url, headers: withSession(secret) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 1,
        ErrorCode: 'error.dataExport.1',
        responseObject: null,
      });
    }
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it.each([
    ['en-US', 'Your_data', 'Contents', ['1. Identity', '5. Debts', '12. Logins'], '€5.00'],
    [
      'fi-FI',
      'Omat_tiedot',
      'Sisällys',
      ['1. Henkilötiedot', '5. Velat', '12. Kirjautumiset'],
      '5,00 €',
    ],
    [
      'sv-SE',
      'Dina_uppgifter',
      'Innehåll',
      ['1. Personuppgifter', '5. Skulder', '12. Inloggningar'],
      '5,00 €',
    ],
  ])(
    'PDF in %s: attachment, table of contents, her values',
    async (locale, label, contents, headings, charge) => {
      const res = await app.inject({
        url: `/api/debtor/dataExport/${locale}`,
        headers: withSession(matti.strong),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${label}_${matti.nr}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(contents);
      const tocAt = text.indexOf(contents);
      for (const heading of headings) {
        // Listed in the contents, then again as the section's heading.
        expect(text.indexOf(heading), heading).toBeGreaterThan(tocAt);
        expect(text.lastIndexOf(heading), heading).toBeGreaterThan(text.indexOf(heading));
      }
      expect(text).toContain('Matti Meikäläinen');
      expect(text).toContain('010190-923E');
      expect(text).toContain(charge);
      const [due] = await rows<{ d: string }>(
        sql`SELECT to_char(due_date, 'DD.MM.YYYY') AS d FROM debts WHERE order_nr = 2000004`,
      );
      expect(text).toContain(due!.d);
      expect(text).toContain('matti-marker-letter.pdf');
      // The reminder sent and the consent to electronic payment demands (addActivity).
      expect(text).toMatch(
        /Suostumukset sähköisiin maksuvaatimuksiin|Samtycken till elektroniska betalningskrav|Consents to electronic payment demands/,
      );
      expect(text).toContain('10.01.2025');
      expect(text).toContain('01.01.2026');
      expect(text).not.toContain('Juha Laine');
    },
  );

  it('PDF: an unknown locale is refused', async () => {
    const res = await app.inject({
      url: '/api/debtor/dataExport/de-DE',
      headers: withSession(matti.strong),
    });
    expect(res.statusCode).toBe(400);
  });
});
