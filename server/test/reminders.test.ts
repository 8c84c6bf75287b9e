/**
 * Installment reminders and the consent to electronic payment demands:
 * exactly one reminder per installment (or debt due date) and channel, however many rounds run
 * at once and on however many instances; in the debtor's language with the amount, the due
 * date and the reference; nothing without a choice or outside the chosen days; a failed send is
 * retried. The consent: 12 months at most, withdrawal, each session sees its own debtor only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import { addDays, formatDay, todayInHelsinki } from '../src/lib/dates';
import type { MailMessage, SmsMessage } from '../src/providers/types';
import { consentValidUntil } from '../src/rules/reminder-rules';
import { ReminderScheduler } from '../src/services/reminders';
import { withSession, buildTestApp, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const JUHA_EMAIL = 'juha.laine@example.fi';
const JUHA_PHONE = '+358403334455';

describe.each(DATABASE_KINDS)('reminders on %s', (kind) => {
  let second: Database | undefined;
  let b: FastifyInstance;
  let juhaNr: number;
  let juha: string;
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  let failMail = 0;
  const mail = {
    send: async (m: MailMessage) => {
      if (failMail > 0) {
        failMail -= 1;
        throw new Error('smtp down');
      }
      // A slow mail server widens the window in which two rounds could both send.
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails.push(m);
    },
  };
  const sms = { send: async (m: SmsMessage) => void texts.push(m) };

  const { app: a, database } = useTestApp(kind, { providers: { mail, sms } });

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  beforeAll(async () => {
    // Two instances: on PostgreSQL each with a pool of its own, as two processes would have.
    second =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: database.url!, poolSize: 3 })
        : undefined;
    b = await buildTestApp(second ?? database, { providers: { mail, sms } });
    juha = await weakSession(a, '7000001', '77777777');
    const [row] = await rows<{ debtor_nr: number }>(
      sql`SELECT debtor_nr FROM debts WHERE order_nr = 7000001`,
    );
    juhaNr = row!.debtor_nr;
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
  });
  beforeEach(() => {
    mails.length = 0;
    texts.length = 0;
    failMail = 0;
  });

  const save = (token: string, body: Record<string, unknown>) =>
    a.inject({
      method: 'POST',
      url: '/api/debtor/reminders',
      headers: withSession(token),
      payload: body,
    });

  /** Juha's next unpaid installment (due tomorrow in the seed), with its amount and reference. */
  async function nextInstallment() {
    const [row] = await rows<{
      plan_nr: number;
      sequence: number;
      due_date: string;
      left: number;
      reference: string;
    }>(sql`
      SELECT i.plan_nr, i.sequence, i.due_date::text AS due_date, (i.amount_cents - i.paid_cents)::int AS left,
        (SELECT d.reference FROM payment_plan_debts pd JOIN debts d ON d.nr = pd.debt_nr
          WHERE pd.plan_nr = p.nr ORDER BY d.nr LIMIT 1) AS reference
      FROM payment_plans p JOIN installments i ON i.plan_nr = p.nr
      WHERE p.debtor_nr = ${juhaNr} AND p.type IN (0, 2, 3, 5, 7) AND p.ended_at IS NULL
        AND i.paid_cents < i.amount_cents
      ORDER BY i.due_date LIMIT 1`);
    return row!;
  }

  it('sends nothing while nobody has chosen reminders', async () => {
    const round = await a.services.reminders.runOnce();
    expect(round).toEqual({ sent: 0, failed: 0 });
    expect(mails).toHaveLength(0);
  });

  it('refuses a channel the debtor has no address for', async () => {
    const aino = await weakSession(a, '1000001', '11111111');
    const res = await save(aino, { byEmail: false, bySms: true, daysBefore: 3, language: 'fi' });
    expect(res.json()).toMatchObject({ status: 1, ErrorCode: 'error.reminders.2' });
    const settings = await a.inject({ url: '/api/debtor/reminders', headers: withSession(aino) });
    expect(settings.json().responseObject).toMatchObject({ bySms: false, daysBefore: null });
  });

  it('sends one reminder per installment and channel, however many rounds run at once on two instances', async () => {
    const saved = await save(juha, { byEmail: true, bySms: true, daysBefore: 3, language: 'se' });
    expect(saved.json()).toMatchObject({ status: 0, responseObject: true });
    const installment = await nextInstallment();
    const today = todayInHelsinki();
    expect(installment.due_date).toBe(addDays(today, 1));

    const rounds = await Promise.all([
      a.services.reminders.runOnce(),
      a.services.reminders.runOnce(),
      b.services.reminders.runOnce(),
      b.services.reminders.runOnce(),
    ]);
    const sent = rounds.reduce((n, r) => n + r.sent, 0);
    expect(rounds.every((r) => r.failed === 0)).toBe(true);

    // Everything went to Juha, once per claim.
    expect(mails.every((m) => m.to === JUHA_EMAIL)).toBe(true);
    expect(texts.every((t) => t.to === JUHA_PHONE)).toBe(true);
    const claims = await rows<{ target: string; channel: string; sent: boolean }>(
      sql`SELECT target, channel, sent_at IS NOT NULL AS sent FROM reminder_claims`,
    );
    expect(claims.every((c) => c.sent)).toBe(true);
    expect(mails.length + texts.length).toBe(sent);
    expect(claims).toHaveLength(sent);

    // The installment due tomorrow: one e-mail and one SMS, in Swedish.
    const target = `installment:${installment.plan_nr}:${installment.sequence}`;
    expect(
      claims
        .filter((c) => c.target === target)
        .map((c) => c.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    const due = formatDay(installment.due_date);
    const amount = `${(installment.left / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    const about = mails.filter((m) => m.subject === `Påminnelse: raten förfaller ${due}`);
    expect(about).toHaveLength(1);
    expect(about[0]!.text).toContain(`Belopp: ${amount}`);
    expect(about[0]!.text).toContain(`Förfallodag: ${due}`);
    expect(about[0]!.text).toContain(`Referensnummer: ${installment.reference}`);
    const sms = texts.filter((t) => t.text.includes(due) && t.text.includes('din rat'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(amount);
    expect(sms[0]!.text).toContain(installment.reference);

    // Later rounds, on either instance, send nothing again.
    mails.length = 0;
    texts.length = 0;
    await Promise.all([a.services.reminders.runOnce(), b.services.reminders.runOnce()]);
    expect(mails).toHaveLength(0);
    expect(texts).toHaveLength(0);
  });

  it('sends nothing outside the chosen days, and a due date moved later is reminded again', async () => {
    const installment = await nextInstallment();
    const later = addDays(todayInHelsinki(), 5);
    await database.db.execute(
      sql`UPDATE installments SET due_date = ${later} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
    );
    try {
      await save(juha, { byEmail: true, bySms: false, daysBefore: 3, language: 'en' });
      await a.services.reminders.runOnce();
      expect(mails.filter((m) => m.subject.includes(formatDay(later)))).toHaveLength(0);

      await save(juha, { byEmail: true, bySms: false, daysBefore: 7, language: 'en' });
      await a.services.reminders.runOnce();
      const about = mails.filter(
        (m) => m.subject === `Reminder: instalment due on ${formatDay(later)}`,
      );
      expect(about).toHaveLength(1);
      expect(about[0]!.text).toContain(`Reference number: ${installment.reference}`);
      expect(texts).toHaveLength(0);
    } finally {
      await database.db.execute(
        sql`UPDATE installments SET due_date = ${installment.due_date} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
      );
    }
  });

  it('gives a failed send back to the next round, which sends it once', async () => {
    const installment = await nextInstallment();
    const moved = addDays(todayInHelsinki(), 2);
    await database.db.execute(
      sql`UPDATE installments SET due_date = ${moved} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
    );
    try {
      await save(juha, { byEmail: true, bySms: false, daysBefore: 3, language: 'fi' });
      failMail = 100;
      const failed = await a.services.reminders.runOnce();
      expect(failed.failed).toBeGreaterThan(0);
      const target = `installment:${installment.plan_nr}:${installment.sequence}`;
      const open = await rows(
        sql`SELECT 1 FROM reminder_claims WHERE target = ${target} AND due_date = ${moved}`,
      );
      expect(open).toHaveLength(0);

      failMail = 0;
      await Promise.all([a.services.reminders.runOnce(), b.services.reminders.runOnce()]);
      expect(
        mails.filter((m) => m.subject === `Muistutus: maksuerä erääntyy ${formatDay(moved)}`),
      ).toHaveLength(1);
    } finally {
      await database.db.execute(
        sql`UPDATE installments SET due_date = ${installment.due_date} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
      );
    }
  });

  it('a claim left unsent by a crashed instance is taken over after ten minutes, not before', async () => {
    const installment = await nextInstallment();
    const moved = addDays(todayInHelsinki(), 3);
    const target = `installment:${installment.plan_nr}:${installment.sequence}`;
    await database.db.execute(
      sql`UPDATE installments SET due_date = ${moved} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
    );
    try {
      await save(juha, { byEmail: true, bySms: false, daysBefore: 3, language: 'fi' });
      await database.db.execute(sql`
        INSERT INTO reminder_claims (debtor_nr, target, due_date, channel, recipient, claimed_at)
        VALUES (${juhaNr}, ${target}, ${moved}, 'email', ${JUHA_EMAIL}, now() - interval '2 minutes')`);
      await a.services.reminders.runOnce();
      expect(mails.filter((m) => m.subject.includes(formatDay(moved)))).toHaveLength(0);
      await database.db.execute(
        sql`UPDATE reminder_claims SET claimed_at = now() - interval '11 minutes' WHERE target = ${target} AND due_date = ${moved}`,
      );
      await Promise.all([a.services.reminders.runOnce(), b.services.reminders.runOnce()]);
      expect(mails.filter((m) => m.subject.includes(formatDay(moved)))).toHaveLength(1);
    } finally {
      await database.db.execute(
        sql`UPDATE installments SET due_date = ${installment.due_date} WHERE plan_nr = ${installment.plan_nr} AND sequence = ${installment.sequence}`,
      );
    }
  });

  it('reminds of a debt without an active plan by its due date', async () => {
    const aino = await weakSession(a, '1000001', '11111111');
    const [debt] = await rows<{
      nr: number;
      order_nr: number;
      due_date: string;
      reference: string;
      state: number;
    }>(
      sql`SELECT nr, order_nr, due_date::text AS due_date, reference, state FROM debts WHERE order_nr = 1000001`,
    );
    const soon = addDays(todayInHelsinki(), 1);
    await database.db.execute(sql`UPDATE debts SET due_date = ${soon} WHERE nr = ${debt!.nr}`);
    try {
      const res = await save(aino, { byEmail: true, bySms: false, daysBefore: 1, language: 'fi' });
      expect(res.json()).toMatchObject({ status: 0 });
      await a.services.reminders.runOnce();
      const about = mails.filter(
        (m) => m.subject === `Muistutus: velka erääntyy ${formatDay(soon)}`,
      );
      expect(about).toHaveLength(1);
      expect(about[0]!.text).toContain(`asiassa\u00a0${debt!.order_nr}`);
      expect(about[0]!.text).toContain(`Viitenumero: ${debt!.reference}`);
      // Not while collection is paused by a complaint (state 12), even on a due date not yet reminded.
      const later = addDays(todayInHelsinki(), 0);
      await database.db.execute(
        sql`UPDATE debts SET due_date = ${later}, state = 12 WHERE nr = ${debt!.nr}`,
      );
      mails.length = 0;
      await a.services.reminders.runOnce();
      expect(mails).toHaveLength(0);
      await database.db.execute(
        sql`UPDATE debts SET state = ${debt!.state} WHERE nr = ${debt!.nr}`,
      );
      await a.services.reminders.runOnce();
      expect(
        mails.filter((m) => m.subject === `Muistutus: velka erääntyy ${formatDay(later)}`),
      ).toHaveLength(1);
      // Choosing no channel removes the choice.
      await save(aino, { byEmail: false, bySms: false, daysBefore: 1, language: 'fi' });
      const settings = await a.inject({ url: '/api/debtor/reminders', headers: withSession(aino) });
      expect(settings.json().responseObject).toMatchObject({ byEmail: false, daysBefore: null });
    } finally {
      await database.db.execute(
        sql`UPDATE debts SET due_date = ${debt!.due_date}, state = ${debt!.state} WHERE nr = ${debt!.nr}`,
      );
    }
  });

  it('runs on its own when the server starts, and the server closes while it runs', async () => {
    await database.db.execute(sql`DELETE FROM reminder_claims`);
    await save(juha, { byEmail: true, bySms: false, daysBefore: 1, language: 'en' });
    const own: MailMessage[] = [];
    const app = await buildTestApp(second ?? database, {
      env: { REMINDER_INTERVAL_MS: '50' },
      providers: { mail: { send: async (m) => void own.push(m) }, sms },
    });
    await app.ready();
    await expect.poll(() => own.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const due = formatDay((await nextInstallment()).due_date);
    expect(own.filter((m) => m.subject === `Reminder: instalment due on ${due}`)).toHaveLength(1);
    await app.close();
  });
});

describe('reminder scheduler', () => {
  it('keeps running after a failed round and stops on close', async () => {
    let calls = 0;
    const failures: unknown[] = [];
    const scheduler = new ReminderScheduler(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return { sent: 0, failed: 0 };
      },
      10,
      { done: () => undefined, failed: (e) => failures.push(e) },
    );
    scheduler.start();
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await scheduler.stop();
    const stoppedAt = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(stoppedAt);
    expect(failures).toHaveLength(1);
  });
});

describe.each(DATABASE_KINDS)('consent to electronic payment demands on %s', (kind) => {
  let juhaNr: number;

  const { app, database } = useTestApp(kind);

  beforeAll(async () => {
    const [row] = await queryRows<{ debtor_nr: number }>(
      database.db,
      sql`SELECT debtor_nr FROM debts WHERE order_nr = 7000001`,
    );
    juhaNr = row!.debtor_nr;
  });

  const read = async (token: string) =>
    (
      await app.inject({ url: '/api/debtor/paymentDemandConsent', headers: withSession(token) })
    ).json();
  const give = async (token: string, channel: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/debtor/paymentDemandConsent',
        headers: withSession(token),
        payload: { channel },
      })
    ).json();
  const withdraw = async (token: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/debtor/paymentDemandConsent/withdraw',
        headers: withSession(token),
      })
    ).json();

  it('is given for at most 12 months, names the channel, collector and open cases, and is withdrawn', async () => {
    const strong = await strongSession(app, juhaNr);
    expect((await read(strong)).responseObject).toMatchObject({ state: 'none', validUntil: null });

    const given = await give(strong, 'email');
    const today = todayInHelsinki();
    expect(given).toMatchObject({ status: 0, ErrorCode: null });
    expect(given.responseObject).toMatchObject({
      state: 'valid',
      channel: 'email',
      address: JUHA_EMAIL,
      collector: 'Perintä Oy',
      caseNumbers: [7000001, 7000002, 7000003],
      validUntil: consentValidUntil(today),
      withdrawnAt: null,
      method: 'portal',
      loginType: 0,
    });
    expect(given.responseObject.validUntil < addDays(today, 366)).toBe(true);
    const [stored] = await queryRows<{ debtor_nr: number; login_type: number; method: string }>(
      database.db,
      sql`SELECT debtor_nr, login_type, method FROM payment_demand_consents ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toEqual({ debtor_nr: juhaNr, login_type: 0, method: 'portal' });

    // A case-number login of the same debtor sees the consent with its own case only, and may
    // withdraw it.
    const weak = await weakSession(app, '7000002', '77777778');
    expect((await read(weak)).responseObject).toMatchObject({
      state: 'valid',
      caseNumbers: [7000002],
    });
    const withdrawn = await withdraw(weak);
    expect(withdrawn.responseObject.state).toBe('withdrawn');
    expect(withdrawn.responseObject.withdrawnAt).toEqual(expect.any(String));
    expect((await read(strong)).responseObject.state).toBe('withdrawn');
    expect(await withdraw(strong)).toMatchObject({
      status: 1,
      ErrorCode: 'error.paymentDemandConsent.3',
    });
  });

  it('a case-number login gives consent for its own case; another debtor sees nothing of it', async () => {
    const weak = await weakSession(app, '7000001', '77777777');
    const given = await give(weak, 'sms');
    expect(given.responseObject).toMatchObject({
      state: 'valid',
      channel: 'sms',
      address: JUHA_PHONE,
      caseNumbers: [7000001],
      loginType: 2,
    });
    const aino = await weakSession(app, '1000001', '11111111');
    expect((await read(aino)).responseObject.state).toBe('none');
    // Aino has no phone: an SMS consent is refused, nothing stored.
    expect(await give(aino, 'sms')).toMatchObject({
      status: 1,
      ErrorCode: 'error.paymentDemandConsent.1',
    });
    expect((await read(aino)).responseObject.state).toBe('none');
  });

  it('a consent past its last day is expired', async () => {
    const weak = await weakSession(app, '7000001', '77777777');
    await give(weak, 'email');
    const yesterday = addDays(todayInHelsinki(), -1);
    await database.db.execute(
      sql`UPDATE payment_demand_consents SET valid_until = ${yesterday} WHERE debtor_nr = ${juhaNr} AND withdrawn_at IS NULL`,
    );
    expect((await read(weak)).responseObject).toMatchObject({
      state: 'expired',
      validUntil: yesterday,
    });
    expect(await withdraw(weak)).toMatchObject({ status: 1 });
  });
});
