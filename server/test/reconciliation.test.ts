/**
 * Settlement (reconciliation) of persona 5's subpoena (spec 4 and 7): start, the binding plan,
 * storing it (type 6), signing at the sandbox signing service, paying the first installment
 * through the sandbox bank, and every refusal: other debtors' identifiers, debts outside the
 * subpoena, wrong or stale status numbers, replayed returns, open complaints.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { queryRows } from '../src/db/client';
import {
  debts,
  reclamations,
  reconciliations,
  subpoenaDebts,
  subpoenaStatuses,
  subpoenas,
} from '../src/db/schema';
import {
  type SettlementProgress,
  settlementPaymentPending,
  settlementStep,
} from '@portal/openapi/settlement';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'sandbox-bank-secret-for-tests';
const PEKKA = '070795-9455';
const validator = new ResponseValidator(loadContract());
const SUBPOENA = 5001;
const DEBTS = [500001, 500002];

const dir = mkdtempSync(join(tmpdir(), 'portal-settlement-pdf-'));
let pdfCounter = 0;
function pdfText(pdf: Buffer): string {
  const file = join(dir, `doc-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const cents = (euros: number) => Math.round(euros * 100);

describe.each(DATABASE_KINDS)('settlement on %s', (kind) => {
  let now = Date.now();
  let pekka: string;
  let aino: string;

  const { app, database } = useTestApp(kind, {
    env: { PUBLIC_URL, PAYTRAIL_SECRET: SECRET, PAYMENT_SETTLE_DELAY_MS: '30000' },
    clock: () => new Date(now),
  });

  beforeAll(async () => {
    pekka = await strongSession(app, 5);
    aino = await weakSession(app, '1000001', '11111111');
    // Aino gets a subpoena of her own, so cross-debtor identifiers exist.
    await database.db
      .insert(reconciliations)
      .values({ debtorNr: 1, available: true, status: null });
    await database.db.insert(subpoenas).values({ nr: 1001, debtorNr: 1 });
    await database.db.insert(subpoenaDebts).values({ subpoenaNr: 1001, debtNr: 100001 });
  });

  /** Pekka's settlement back to the seeded state: no status, no plan, no payments, state 4. */
  beforeEach(async () => {
    const db = database.db;
    await db.execute(sql`DELETE FROM subpoena_statuses WHERE subpoena_nr IN (5001, 1001)`);
    await db.execute(sql`DELETE FROM payments WHERE debt_nr IN (500001, 500002)`);
    await db.execute(sql`DELETE FROM payment_transactions WHERE debtor_nr = 5`);
    await db.execute(sql`DELETE FROM payment_plans WHERE debtor_nr IN (1, 5)`);
    await db.execute(sql`DELETE FROM reclamations WHERE debtor_nr = 5`);
    await db.execute(sql`DELETE FROM signing_tasks WHERE debtor_nr IN (1, 5)`);
    await db.execute(sql`UPDATE debts SET state = 4, end_date = NULL WHERE nr IN (500001, 500002)`);
    await db
      .update(reconciliations)
      .set({ available: true })
      .where(eq(reconciliations.debtorNr, 5));
  });

  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: withSession(token), payload });

  const debtorData = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject;

  const start = (token = pekka, DebtNrs = DEBTS, SubPoenaNr = SUBPOENA) =>
    post('/api/reconciliation/start', token, { SubPoenaNr, DebtNrs });
  const calculate = (StatusNr: number, token = pekka, DebtNrs = DEBTS, SubPoenaNr = SUBPOENA) =>
    post('/api/reconciliation/calculate', token, {
      StatusNr,
      SubPoenaNr,
      DebtNrs,
      Create: false,
      lang: 'fi',
    });
  const create = (
    StatusNr: number,
    token = pekka,
    DebtNrs = DEBTS,
    SubPoenaNr = SUBPOENA,
    lang = 'fi',
  ) =>
    post('/api/reconciliation/create', token, {
      StatusNr,
      SubPoenaNr,
      DebtNrs,
      Create: true,
      lang,
    });
  const sign = (StatusNr: number, token = pekka, SubPoenaNr = SUBPOENA, Lang = 'fi') =>
    post('/api/reconciliation/sign', token, { SubPoenaNr, StatusNr, Lang });
  const signingUrl = (StatusNr: number, token = pekka, SubPoenaNr = SUBPOENA) =>
    post('/api/reconciliation/url', token, { SubPoenaNr, StatusNr, Lang: 'fi' });
  const verify = (token: string, RequestId: string, TaskId: string) =>
    post('/api/reconciliation/verify', token, { RequestId, TaskId, Lang: 'fi' });
  const cancel = (StatusNr: number, token = pekka, DebtNrs = DEBTS, SubPoenaNr = SUBPOENA) =>
    post('/api/reconciliation/cancel', token, { SubPoenaNr, StatusNr, DebtNrs });

  const refusedEnvelope = { status: 1, ErrorCode: 'error.server.0' };

  /** Start and create: the status number and the stored plan number. */
  async function created(token = pekka, DebtNrs = DEBTS) {
    const started = await start(token, DebtNrs);
    expect(started.json(), started.body).toMatchObject({ status: 0 });
    const statusNr = started.json().responseObject.status.nr as number;
    const stored = await create(statusNr, token, DebtNrs);
    expect(stored.json(), stored.body).toMatchObject({ status: 0 });
    return { statusNr, msNr: stored.json().responseObject.status.msNr as number };
  }

  /** Walks the sandbox signing page; answers the return's identifiers. */
  async function signAt(url: string, action: 'sign' | 'cancel', identityCode = PEKKA) {
    const path = new URL(url).pathname;
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bank: 'nordea', identityCode, action }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/reconciliation/verify`);
    return {
      page,
      requestId: back.searchParams.get('requestId')!,
      taskId: back.searchParams.get('taskId')!,
    };
  }

  async function signed(token = pekka, DebtNrs = DEBTS) {
    const { statusNr, msNr } = await created(token, DebtNrs);
    const url = (await sign(statusNr, token)).json().responseObject as string;
    const { requestId, taskId } = await signAt(url, 'sign');
    expect((await verify(token, requestId, taskId)).json().responseObject).toBe('ok');
    return { statusNr, msNr, requestId, taskId };
  }

  const postForm = (url: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: new URL(url, PUBLIC_URL).href,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  const firstInstallmentCart = (msnr: number, amount: number, debtNr = 500001) => ({
    DebtorNr: 5,
    Method: 'nordea',
    Language: 'fi',
    PaymentItem: null,
    PaymentCart: [{ debtNr, description: 'Sovinto', amount, paymentType: 'reconciliation', msnr }],
  });

  const statusCount = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM subpoena_statuses`,
      )
    )[0]!.n;

  it('walks the whole settlement: start, plan, create, sign, verify, first installment, paid', async () => {
    const offer = (await debtorData(pekka)).reconciliation;
    expect(offer).toMatchObject({
      available: true,
      plan: null,
      subpoenas: [{ nr: SUBPOENA, orderNrs: [5000001, 5000002], status: null }],
    });

    // Step 3 -> 4: start.
    const started = await start();
    expect(validator.check('startReconciliation', 200, started.json()).errors ?? []).toEqual([]);
    const subpoena = started.json().responseObject;
    expect(subpoena).toMatchObject({
      nr: SUBPOENA,
      orderNrs: [5000001, 5000002],
      status: { msNr: null, signed: null, paid: null, paymentNr: null },
    });
    expect(subpoena.status.created).toEqual(new Date(now).toISOString());
    const statusNr = subpoena.status.nr as number;
    expect((await debtorData(pekka)).reconciliation.subpoenas[0]).toEqual(subpoena);

    // The binding plan: exact in cents, capital, costs and interest add up.
    const calculated = await calculate(statusNr);
    expect(validator.check('calculateReconciliation', 200, calculated.json()).errors ?? []).toEqual(
      [],
    );
    const result = calculated.json().responseObject;
    const rows = result.paymentPlan.installments as {
      sequence: number;
      dueDate: string;
      amount: number;
      capital: number;
      costs: number;
      interest: number;
    }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(12);
    for (const row of rows) {
      expect(cents(row.amount)).toBe(cents(row.capital) + cents(row.costs) + cents(row.interest));
      expect(row.dueDate.slice(8)).toBe('01');
    }
    expect(cents(result.totalCapital)).toBe(200_000 + 23_780);
    expect(cents(result.totalCost)).toBe(11_800 + 4_400);
    expect(cents(result.totalInterest)).toBeGreaterThan(18_300 + 1_120);
    expect(rows.reduce((s, r) => s + cents(r.capital), 0)).toBe(cents(result.totalCapital));
    expect(rows.reduce((s, r) => s + cents(r.interest), 0)).toBe(cents(result.totalInterest));
    expect(cents(rows[0]!.amount)).toBe(cents(result.paymentPlan.price));

    // Stored as an unconfirmed reconciliation plan (type 6); a repeat stores nothing more.
    const stored = await create(statusNr);
    expect(validator.check('createReconciliation', 200, stored.json()).errors ?? []).toEqual([]);
    const msNr = stored.json().responseObject.status.msNr as number;
    expect(msNr).toBeGreaterThan(0);
    expect((await create(statusNr)).json().responseObject.status.msNr).toBe(msNr);
    const afterCreate = await debtorData(pekka);
    expect(afterCreate.reconciliation.plan).toMatchObject({
      nr: msNr,
      paymentPlanType: 6,
      debts: [{ nr: 500001 }, { nr: 500002 }],
    });
    expect(afterCreate.reconciliation.plan.installments.map((i: { eur: number }) => i.eur)).toEqual(
      rows.map((r) => r.amount),
    );
    expect(afterCreate.paymentPlans).toEqual([]);
    // The calculation now answers the stored plan.
    expect((await calculate(statusNr)).json().responseObject).toEqual(result);

    // The first installment cannot be paid before signing.
    expect(
      (
        await post(
          '/api/payments/getPaymentFormData',
          pekka,
          firstInstallmentCart(msNr, rows[0]!.amount),
        )
      ).statusCode,
    ).toBe(400);

    // Sign at the sandbox signing service; url answers the same task's address.
    const signing = await sign(statusNr);
    expect(validator.check('signReconciliation', 200, signing.json()).errors ?? []).toEqual([]);
    const url = signing.json().responseObject as string;
    expect(url.startsWith(`${PUBLIC_URL}/sandbox/sign/`)).toBe(true);
    const again = await signingUrl(statusNr);
    expect(validator.check('getReconciliationUrl', 200, again.json()).errors ?? []).toEqual([]);
    expect(again.json().responseObject).toBe(url);
    const { page, requestId, taskId } = await signAt(url, 'sign');
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('Sovintosopimus: 5000001, 5000002');
    expect(page.body).not.toMatch(/<script|style=/);
    const verified = await verify(pekka, requestId, taskId);
    expect(verified.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 'ok' });
    expect(validator.check('verifyReconciliation', 200, verified.json()).errors ?? []).toEqual([]);
    const signedStatus = (await debtorData(pekka)).reconciliation.subpoenas[0].status;
    expect(signedStatus).toMatchObject({ nr: statusNr, msNr, paid: null, paymentNr: null });
    expect(signedStatus.signed).toEqual(new Date(now).toISOString());

    // A replayed return answers alike and changes nothing; signing again is refused.
    now += 5_000;
    expect((await verify(pekka, requestId, taskId)).json().responseObject).toBe('ok');
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status.signed).toBe(
      signedStatus.signed,
    );
    expect((await sign(statusNr)).json()).toMatchObject(refusedEnvelope);
    expect((await signingUrl(statusNr)).statusCode).toBe(404);
    expect((await create(statusNr)).json()).toMatchObject(refusedEnvelope);

    // Step 5 -> 6: the first installment through the sandbox bank.
    const form = await post(
      '/api/payments/getPaymentFormData',
      pekka,
      firstInstallmentCart(msNr, rows[0]!.amount),
    );
    expect(form.json(), form.body).toMatchObject({ status: 0 });
    const { url: bankUrl, parameters } = form.json().responseObject.result;
    const fields = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    expect((await postForm(bankUrl, fields)).statusCode).toBe(200);
    const decided = await postForm(`${new URL(bankUrl).pathname}/decide`, {
      ...fields,
      action: 'pay',
    });
    const back = new URL(decided.headers.location as string);
    const confirmed = await app.inject({
      url: `/api/payments/confirm?${back.searchParams.toString()}`,
      headers: withSession(pekka),
    });
    expect(confirmed.json().responseObject).toEqual({ status: true });
    const pending = await app.inject({ url: '/api/payments/pending', headers: withSession(pekka) });
    expect(pending.json().responseObject).toMatchObject({
      pending: true,
      paymentType: 'reconciliation',
    });
    // Pending: paid at the bank without a payment number (still step 5), and it cannot be
    // cancelled any more.
    const pendingStatus = (await debtorData(pekka)).reconciliation.subpoenas[0].status;
    expect(pendingStatus).toMatchObject({ signed: signedStatus.signed, paymentNr: null });
    expect(pendingStatus.paid).toEqual(new Date(now).toISOString());
    expect((await cancel(statusNr)).json()).toMatchObject({ status: 1, responseObject: false });

    now += 31_000;
    const paid = await debtorData(pekka);
    const paidStatus = paid.reconciliation.subpoenas[0].status;
    expect(paidStatus.paid).toEqual(new Date(now).toISOString());
    expect(paidStatus.paymentNr).toBeGreaterThan(0);
    expect(paid.debts.find((d: { nr: number }) => d.nr === 500001).payments[0].nr).toBe(
      paidStatus.paymentNr,
    );
    // The plan is now an active one, its first installment paid; the debts are in settlement.
    expect(paid.reconciliation.plan).toMatchObject({ nr: msNr, paymentPlanType: 0 });
    expect(paid.reconciliation.plan.installments[0].paid).toBe(rows[0]!.amount);
    expect(paid.reconciliation.plan.nextInstallment.eur).toBe(rows[1]!.amount);
    expect(paid.paymentPlans.map((p: { nr: number }) => p.nr)).toEqual([msNr]);
    expect(
      paid.debts.map(
        (d: { debtSummary: { state: { state: number } } }) => d.debtSummary.state.state,
      ),
    ).toEqual([11, 11]);

    // Paid: no cancel, no second first installment.
    expect((await cancel(statusNr)).json()).toMatchObject({ status: 1, responseObject: false });
    expect(
      (
        await post(
          '/api/payments/getPaymentFormData',
          pekka,
          firstInstallmentCart(msNr, rows[1]!.amount),
        )
      ).statusCode,
    ).toBe(400);
  });

  /** The first installment at the sandbox bank: answers the bank return (for replays). */
  async function payAtBank(msNr: number, amount: number, action: 'pay' | 'cancel') {
    const form = await post(
      '/api/payments/getPaymentFormData',
      pekka,
      firstInstallmentCart(msNr, amount),
    );
    expect(form.json(), form.body).toMatchObject({ status: 0 });
    const { url: bankUrl, parameters } = form.json().responseObject.result;
    const fields = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    const decided = await postForm(`${new URL(bankUrl).pathname}/decide`, { ...fields, action });
    const back = new URL(decided.headers.location as string).searchParams.toString();
    const confirm = () =>
      app.inject({ url: `/api/payments/confirm?${back}`, headers: withSession(pekka) });
    expect((await confirm()).json().responseObject).toEqual({ status: action === 'pay' });
    return confirm;
  }

  it('produces every subpoena status, each leading to its dialog step (spec 4)', async () => {
    const statusNow = async () => {
      const res = (await app.inject({ url: '/api/debtor', headers: withSession(pekka) })).json();
      expect(validator.check('getDebtor', 200, res).errors ?? []).toEqual([]);
      return res.responseObject.reconciliation.subpoenas[0].status as SettlementProgress | null;
    };
    const stored = async (statusNr: number) =>
      (
        await database.db.select().from(subpoenaStatuses).where(eq(subpoenaStatuses.nr, statusNr))
      )[0]!;

    // No status: step 1.
    expect(settlementStep(await statusNow())).toBe(1);

    // Started (created): step 4, and on the signing return route the verify call decides.
    const statusNr = (await start()).json().responseObject.status.nr as number;
    const started = await statusNow();
    expect(started).toMatchObject({
      nr: statusNr,
      msNr: null,
      signed: null,
      paid: null,
      paymentNr: null,
    });
    expect(started!.created).toEqual(new Date(now).toISOString());
    expect(settlementStep(started)).toBe(4);
    expect(settlementStep(started, true)).toBeNull();

    // The plan stored: still created, step 4.
    const msNr = (await create(statusNr)).json().responseObject.status.msNr as number;
    expect(settlementStep(await statusNow())).toBe(4);

    // Signed: step 5.
    now += 1_000;
    const url = (await sign(statusNr)).json().responseObject as string;
    const { requestId, taskId } = await signAt(url, 'sign');
    expect((await verify(pekka, requestId, taskId)).json().responseObject).toBe('ok');
    const signedAt = new Date(now).toISOString();
    expect(await statusNow()).toMatchObject({ signed: signedAt, paid: null, paymentNr: null });
    expect(settlementStep(await statusNow())).toBe(5);

    // A payment cancelled at the bank changes nothing: signed, step 5, still payable.
    const first = (await calculate(statusNr)).json().responseObject.paymentPlan.installments[0]
      .amount as number;
    now += 1_000;
    await payAtBank(msNr, first, 'cancel');
    expect(await statusNow()).toMatchObject({ signed: signedAt, paid: null, paymentNr: null });

    // Paid at the bank, pending: paid without a payment number, step 5 (waiting).
    now += 1_000;
    const paidAt = new Date(now).toISOString();
    const replay = await payAtBank(msNr, first, 'pay');
    const pending = await statusNow();
    expect(pending).toMatchObject({ signed: signedAt, paid: paidAt, paymentNr: null });
    expect(settlementStep(pending)).toBe(5);
    expect(settlementPaymentPending(pending)).toBe(true);
    expect(await stored(statusNr)).toMatchObject({ paymentNr: null, cancelledAt: null });
    // A replayed bank return changes nothing; a second first installment is refused.
    now += 1_000;
    expect((await replay()).json().responseObject).toEqual({ status: true });
    expect((await statusNow())!.paid).toBe(paidAt);
    expect(
      (await post('/api/payments/getPaymentFormData', pekka, firstInstallmentCart(msNr, first)))
        .statusCode,
    ).toBe(400);

    // Booked after the bank's delay: paid with the payment number, step 6.
    now += 30_000;
    const done = await statusNow();
    expect(done!.paymentNr).toBeGreaterThan(0);
    expect(done!.paid).toEqual(new Date(now).toISOString());
    expect(settlementStep(done)).toBe(6);
    expect(settlementPaymentPending(done)).toBe(false);
    const payment = await queryRows<{ nr: number; plan_nr: number }>(
      database.db,
      sql`SELECT nr, plan_nr FROM payments WHERE nr = ${done!.paymentNr}`,
    );
    expect(payment).toEqual([{ nr: done!.paymentNr, plan_nr: msNr }]);
    // Booking again (a later look) changes nothing.
    now += 60_000;
    expect(await statusNow()).toEqual(done);
  });

  it('a plan payment of another kind does not mark a settlement paid', async () => {
    const { statusNr, msNr } = await signed();
    // An installment payment of the unconfirmed settlement plan is refused (not an active plan).
    const cart = {
      ...firstInstallmentCart(msNr, 100),
      PaymentCart: [
        { debtNr: 500001, description: 'Erä', amount: 100, paymentType: 'installment', msnr: msNr },
      ],
    };
    expect((await post('/api/payments/getPaymentFormData', pekka, cart)).statusCode).toBe(400);
    // A custom payment of a settled debt at the bank leaves the settlement signed, unpaid.
    const custom = {
      ...firstInstallmentCart(msNr, 10),
      PaymentCart: [{ debtNr: 500001, description: 'Oma', amount: 10, paymentType: 'custom' }],
    };
    const form = await post('/api/payments/getPaymentFormData', pekka, custom);
    expect(form.json(), form.body).toMatchObject({ status: 0 });
    const { url: bankUrl, parameters } = form.json().responseObject.result;
    const fields = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    const decided = await postForm(`${new URL(bankUrl).pathname}/decide`, {
      ...fields,
      action: 'pay',
    });
    const back = new URL(decided.headers.location as string).searchParams.toString();
    await app.inject({ url: `/api/payments/confirm?${back}`, headers: withSession(pekka) });
    const [row] = await database.db
      .select()
      .from(subpoenaStatuses)
      .where(eq(subpoenaStatuses.nr, statusNr));
    expect(row).toMatchObject({ paid: null, paymentNr: null });
    now += 31_000;
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status).toMatchObject({
      paid: null,
      paymentNr: null,
    });
  });

  it('cancels: status and plan gone, the signing return refused afterwards, a new start possible', async () => {
    const { statusNr, msNr } = await created();
    const url = (await sign(statusNr)).json().responseObject as string;
    const cancelled = await cancel(statusNr);
    expect(cancelled.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
    expect(validator.check('cancelReconciliation', 200, cancelled.json()).errors ?? []).toEqual([]);
    const data = await debtorData(pekka);
    expect(data.reconciliation.subpoenas[0].status).toBeNull();
    expect(data.reconciliation.plan).toBeNull();
    // The signing page of the cancelled settlement may still be signed; its return is refused.
    const { requestId, taskId } = await signAt(url, 'sign');
    expect((await verify(pekka, requestId, taskId)).json().responseObject).toBe('error');
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status).toBeNull();
    // The old status number answers refusals; the plan is no longer payable or downloadable.
    expect((await sign(statusNr)).json()).toMatchObject(refusedEnvelope);
    expect((await calculate(statusNr)).json()).toMatchObject(refusedEnvelope);
    expect((await create(statusNr)).json()).toMatchObject(refusedEnvelope);
    expect((await cancel(statusNr)).json()).toMatchObject({ status: 1, responseObject: false });
    expect((await signingUrl(statusNr)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/reconciliation/file/ms/${msNr}`,
          headers: withSession(pekka),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/payments/getPaymentFormData', pekka, firstInstallmentCart(msNr, 100)))
        .statusCode,
    ).toBe(400);
    // Back at step 1: a new settlement gets a new status.
    const again = await start();
    expect(again.json().responseObject.status.nr).not.toBe(statusNr);
  });

  it('debts under a settlement get no other payment plan until it is cancelled', async () => {
    const allowOf = async () =>
      (await debtorData(pekka)).debts
        .filter((d: { nr: number }) => DEBTS.includes(d.nr))
        .map((d: { paymentPlanParameters: { allow: boolean } }) => d.paymentPlanParameters.allow);
    const planCalculation = () =>
      post('/api/paymentPlan/calculate', pekka, {
        DebtNrs: [DEBTS[0]],
        Type: 0,
        Amount: 50,
        DateSelection: 0,
        Create: false,
      });
    // Seeded, a debt in court allows no plan; here it does, so only the settlement refuses one.
    const seeded = await database.db
      .select({ nr: debts.nr, planAllowed: debts.planAllowed, planMaxMonths: debts.planMaxMonths })
      .from(debts)
      .where(sql`${debts.nr} IN (500001, 500002)`);
    onTestFinished(async () => {
      for (const { nr, ...row } of seeded)
        await database.db.update(debts).set(row).where(eq(debts.nr, nr));
    });
    await database.db
      .update(debts)
      .set({ planAllowed: true, planMaxMonths: 12 })
      .where(sql`${debts.nr} IN (500001, 500002)`);
    expect(await allowOf()).toEqual(DEBTS.map(() => true));
    expect((await planCalculation()).json()).toMatchObject({ status: 0 });
    const started = (await start()).json().responseObject.status.nr as number;
    expect(await allowOf()).toEqual(DEBTS.map(() => false));
    expect((await planCalculation()).json()).toMatchObject({ status: 1 });
    await cancel(started);
    expect(await allowOf()).toEqual(DEBTS.map(() => true));
    expect((await planCalculation()).json()).toMatchObject({ status: 0 });
  });

  it('cancels a signed settlement before its first installment is paid', async () => {
    const { statusNr, requestId, taskId } = await signed();
    expect((await cancel(statusNr)).json().responseObject).toBe(true);
    // The replayed return of the cancelled settlement is not ok any more.
    expect((await verify(pekka, requestId, taskId)).json().responseObject).toBe('error');
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status).toBeNull();
  });

  it('answers cancel when signing is cancelled and error when someone else signs', async () => {
    const { statusNr } = await created();
    const first = await signAt((await sign(statusNr)).json().responseObject, 'cancel');
    expect((await verify(pekka, first.requestId, first.taskId)).json().responseObject).toBe(
      'cancel',
    );
    const other = await signAt((await sign(statusNr)).json().responseObject, 'sign', '150385-912E');
    expect((await verify(pekka, other.requestId, other.taskId)).json().responseObject).toBe(
      'error',
    );
    // Not yet returned from the signing page: error, and the task stays usable.
    const open = (await sign(statusNr)).json().responseObject as string;
    const requestId = decodeURIComponent(new URL(open).pathname.split('/').pop()!);
    const [task] = await queryRows<{ task_id: string }>(
      database.db,
      sql`SELECT task_id FROM signing_tasks WHERE request_id = ${requestId}`,
    );
    expect((await verify(pekka, requestId, task!.task_id)).json().responseObject).toBe('error');
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status.signed).toBeNull();
    const done = await signAt(open, 'sign');
    expect((await verify(pekka, done.requestId, done.taskId)).json().responseObject).toBe('ok');
  });

  it("refuses a return for someone else's request, a forged task and an unknown request", async () => {
    const { statusNr } = await created();
    const { requestId, taskId } = await signAt(
      (await sign(statusNr)).json().responseObject,
      'sign',
    );
    expect((await verify(aino, requestId, taskId)).statusCode).toBe(404);
    expect((await verify(pekka, requestId, 'forged-task')).statusCode).toBe(404);
    expect((await verify(pekka, 'unknown', taskId)).statusCode).toBe(404);
    // A court-decision task is not a settlement's.
    const liisa = await weakSession(app, '4000001', '44444444');
    const judgement = (
      await post('/api/judgement/sign', liisa, {
        Email: 'l@example.org',
        Lang: 'fi',
        IsMandatory: false,
      })
    ).json().responseObject as string;
    const decision = await app.inject({
      method: 'POST',
      url: new URL(judgement).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bank=nordea&identityCode=241172-9342&action=sign',
    });
    const back = new URL(decision.headers.location as string);
    expect(
      (await verify(liisa, back.searchParams.get('requestId')!, back.searchParams.get('taskId')!))
        .statusCode,
    ).toBe(404);
    // Nothing was signed by the refused calls; the owner's return still works.
    expect((await debtorData(pekka)).reconciliation.subpoenas[0].status.signed).toBeNull();
    expect((await verify(pekka, requestId, taskId)).json().responseObject).toBe('ok');
  });

  it("refuses another debtor's subpoena, status and plan; debts outside the subpoena", async () => {
    const ainoStarted = await start(aino, [100001], 1001);
    expect(ainoStarted.json(), ainoStarted.body).toMatchObject({ status: 0 });
    const ainoStatus = ainoStarted.json().responseObject.status.nr as number;
    const { statusNr, msNr } = await created();

    // Pekka with Aino's subpoena, status or debt; Aino with Pekka's.
    expect((await start(pekka, [100001], 1001)).statusCode).toBe(404);
    expect((await start(pekka, [500001, 100001])).statusCode).toBe(404);
    expect((await calculate(ainoStatus)).statusCode).toBe(404);
    expect((await calculate(statusNr, aino, [100001], 1001)).statusCode).toBe(404);
    expect((await sign(ainoStatus)).statusCode).toBe(404);
    expect((await sign(statusNr, aino)).statusCode).toBe(404);
    expect((await sign(statusNr, aino, 1001)).statusCode).toBe(404);
    expect((await cancel(statusNr, aino, [100001], 1001)).statusCode).toBe(404);
    expect((await cancel(statusNr, aino)).statusCode).toBe(404);
    expect((await signingUrl(statusNr, aino)).statusCode).toBe(404);
    expect((await create(statusNr, aino)).statusCode).toBe(404);
    for (const url of [
      `/api/reconciliation/file/ms/${msNr}`,
      `/api/reconciliation/file/status/${statusNr}/${SUBPOENA}`,
      `/api/reconciliation/file/status/${statusNr}/1001`,
    ]) {
      const res = await app.inject({ url, headers: withSession(aino) });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Nieminen');
    }
    // Unknown and mismatched numbers.
    expect((await calculate(999_999_999)).statusCode).toBe(404);
    expect((await start(pekka, DEBTS, 999_999)).statusCode).toBe(404);
    // Debts of the subpoena other than the settlement's: not the portal's request.
    expect((await calculate(statusNr, pekka, [500001])).statusCode).toBe(400);
    expect((await cancel(statusNr, pekka, [500002])).statusCode).toBe(400);
    // A non-settlement plan is not a settlement plan document.
    const juha = await strongSession(app, 7);
    expect(
      (await app.inject({ url: '/api/reconciliation/file/ms/7001', headers: withSession(juha) }))
        .statusCode,
    ).toBe(404);
    // Nothing of Pekka's changed.
    const status = (await debtorData(pekka)).reconciliation.subpoenas[0].status;
    expect(status).toMatchObject({ nr: statusNr, msNr, signed: null });
  });

  it('a weak session settles only its own case of the subpoena', async () => {
    const weak = await weakSession(app, '5000001', '55555555');
    const data = await debtorData(weak);
    expect(data.reconciliation.subpoenas).toEqual([
      { nr: SUBPOENA, orderNrs: [5000001, 5000002], status: null },
    ]);
    expect((await start(weak, DEBTS)).statusCode).toBe(404);
    const started = await start(weak, [500001]);
    expect(started.json().responseObject).toMatchObject({ orderNrs: [5000001, 5000002] });
    const statusNr = started.json().responseObject.status.nr as number;
    // The sibling case's weak session does not reach this settlement.
    const sibling = await weakSession(app, '5000002', '55555556');
    expect((await calculate(statusNr, sibling, [500002])).statusCode).toBe(404);
    expect((await cancel(statusNr, sibling, [500002])).statusCode).toBe(404);
    expect((await cancel(statusNr, weak, [500001])).json().responseObject).toBe(true);
  });

  it('refuses a second start, a settlement not offered, ended debts and open complaints, storing nothing', async () => {
    const first = await start();
    const statusNr = first.json().responseObject.status.nr as number;
    expect((await start()).json()).toMatchObject({ ...refusedEnvelope, responseObject: null });
    // Ten racing starts after a cancel: exactly one wins.
    await cancel(statusNr);
    const racing = await Promise.all(Array.from({ length: 10 }, () => start()));
    expect(racing.filter((r) => r.json().status === 0)).toHaveLength(1);
    expect(racing.every((r) => r.statusCode === 200)).toBe(true);
    const open = racing.find((r) => r.json().status === 0)!.json().responseObject.status.nr;
    await cancel(open);

    const count = await statusCount();
    await database.db
      .update(reconciliations)
      .set({ available: false })
      .where(eq(reconciliations.debtorNr, 5));
    expect((await start()).json()).toMatchObject(refusedEnvelope);
    await database.db
      .update(reconciliations)
      .set({ available: true })
      .where(eq(reconciliations.debtorNr, 5));

    await database.db.update(debts).set({ state: 12 }).where(eq(debts.nr, 500002));
    expect((await start()).json()).toMatchObject(refusedEnvelope);
    await database.db.update(debts).set({ state: 4 }).where(eq(debts.nr, 500002));

    await database.db.insert(reclamations).values({
      debtorNr: 5,
      debtNr: 500001,
      basis: 'otherReason',
      text: 'Not my debt at all.',
      name: 'Pekka',
      email: 'p@example.org',
    });
    expect((await start()).json()).toMatchObject(refusedEnvelope);
    expect((await start(pekka, [500002])).json()).toMatchObject({ status: 0 });
    await database.db.execute(
      sql`DELETE FROM subpoena_statuses WHERE subpoena_nr = 5001 AND cancelled_at IS NULL`,
    );
    await database.db.execute(sql`UPDATE reclamations SET status = 'resolved' WHERE debtor_nr = 5`);

    await database.db.update(debts).set({ state: 8 }).where(eq(debts.nr, 500002));
    expect((await start()).json()).toMatchObject(refusedEnvelope);
    await database.db.update(debts).set({ state: 4 }).where(eq(debts.nr, 500002));
    expect(await statusCount()).toBe(count);
  });

  it('refuses signing after a complaint was opened, and signing before the plan is stored', async () => {
    const started = await start();
    const statusNr = started.json().responseObject.status.nr as number;
    expect((await sign(statusNr)).json()).toMatchObject(refusedEnvelope);
    expect((await signingUrl(statusNr)).statusCode).toBe(404);
    expect((await create(statusNr)).json()).toMatchObject({ status: 0 });
    await database.db.update(debts).set({ state: 12 }).where(eq(debts.nr, 500001));
    expect((await sign(statusNr)).json()).toMatchObject(refusedEnvelope);
    const tasks = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM signing_tasks WHERE debtor_nr = 5`,
    );
    expect(tasks[0]!.n).toBe(0);
  });

  it('applies racing returns of one signing once', async () => {
    const { statusNr } = await created();
    const { requestId, taskId } = await signAt(
      (await sign(statusNr)).json().responseObject,
      'sign',
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(pekka, requestId, taskId)),
    );
    for (const answer of answers) expect(answer.json().responseObject).toBe('ok');
    const [row] = await database.db
      .select()
      .from(subpoenaStatuses)
      .where(eq(subpoenaStatuses.nr, statusNr));
    expect(row!.signed).not.toBeNull();
  });

  it.each([
    [
      'fi-FI',
      'Sovintosopimus',
      'Sovintosopimus',
      ['2 301,00 €', '293,00 €', '2 594,00 €', 'Ei vielä'],
    ],
    [
      'sv-SE',
      'Förlikningsavtal',
      'Forlikningsavtal',
      ['2 301,00 €', '293,00 €', '2 594,00 €', 'Inte ännu'],
    ],
    [
      'en-US',
      'Settlement agreement',
      'Settlement_agreement',
      ['€2,301.00', '€293.00', '€2,594.00', 'Not yet'],
    ],
  ])('settlement document in %s', async (locale, title, label, figures) => {
    const started = await start();
    const statusNr = started.json().responseObject.status.nr as number;
    const res = await app.inject({
      url: `/api/reconciliation/file/status/${statusNr}/${SUBPOENA}`,
      headers: { ...withSession(pekka), 'accept-language': `${locale},fi;q=0.5` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${label}_${SUBPOENA}_${statusNr}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain('Pekka Nieminen');
    expect(text).toContain('5000001');
    expect(text).toContain('5000002');
    expect(text).toContain('Vertaislaina Lainaamo Oy');
    expect(text).toContain('Teleoperaattori Linkki Oy');
    for (const figure of figures) expect(text).toContain(figure);
    // The plan the settlement would store is in it already (step 4).
    const plan = (await calculate(statusNr)).json().responseObject;
    const first = plan.paymentPlan.installments[0];
    const euros = (value: number) =>
      locale === 'en-US'
        ? `€${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
        : `${value.toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/,/g, ' ').replace('.', ',')} €`;
    expect(text).toContain(euros(first.amount));
  });

  it('settlement plan document with installments and totals, in the language asked or stored', async () => {
    const started = await start();
    const statusNr = started.json().responseObject.status.nr as number;
    const stored = await create(statusNr, pekka, DEBTS, SUBPOENA, 'en');
    const msNr = stored.json().responseObject.status.msNr as number;
    const plan = (await calculate(statusNr)).json().responseObject;
    const total = plan.paymentPlan.installments.reduce(
      (s: number, i: { amount: number }) => s + cents(i.amount),
      0,
    );

    const english = await app.inject({
      url: `/api/reconciliation/file/ms/${msNr}`,
      headers: withSession(pekka),
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="Settlement_payment_plan_${msNr}.pdf"`,
    );
    const text = pdfText(english.rawPayload);
    expect(text).toContain('Settlement payment plan');
    expect(text).toContain('Pekka Nieminen');
    expect(text).toContain('Vertaislaina Lainaamo Oy');
    expect(text).toContain('binding');
    expect(text).toContain(
      `€${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain('€2,237.80'); // capital total
    expect(text).toContain('€162.00'); // costs total

    const swedish = await app.inject({
      url: `/api/reconciliation/file/ms/${msNr}`,
      headers: { ...withSession(pekka), 'accept-language': 'sv' },
    });
    expect(swedish.headers['content-disposition']).toBe(
      `attachment; filename="Forlikningens_betalningsplan_${msNr}.pdf"`,
    );
    const sv = pdfText(swedish.rawPayload);
    expect(sv).toContain('Förlikningens betalningsplan');
    expect(sv).toContain('2 237,80 €');
    expect(sv).toContain('bindande');

    // After signing and paying, the settlement document shows it.
    const elina = await weakSession(app, '8000001', '88888888');
    expect(
      (
        await app.inject({
          url: `/api/reconciliation/file/ms/${msNr}`,
          headers: withSession(elina),
        })
      ).statusCode,
    ).toBe(404);
  });
});
