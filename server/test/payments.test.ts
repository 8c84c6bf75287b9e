/**
 * Payments through the sandbox bank (spec 4 and 7; docs/security.md, checklist 17 and 18): the cart
 * is checked against the database, returns are signed, verified and applied once, and a
 * confirmed payment is booked when the provider settles it after the configured delay.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents } from '../src/lib/money';
import { ResponseValidator, loadContract } from '../src/contract/openapi';
import { debtors, debts, payments, paymentTransactions } from '../src/db/schema';
import { checkoutSignature } from '../src/providers/hmac';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'sandbox-bank-secret-for-tests';
const validator = new ResponseValidator(loadContract());

describe.each(DATABASE_KINDS)('payments on %s', (kind) => {
  let now = Date.now();

  const { app } = useTestApp(kind, {
    env: { PUBLIC_URL, PAYTRAIL_SECRET: SECRET, PAYMENT_SETTLE_DELAY_MS: '30000' },
    clock: () => new Date(now),
  });

  const debtorData = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject;

  const formData = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/getPaymentFormData',
      headers: withSession(token),
      payload,
    });

  const cart = (debtorNr: number, items: object[], method = 'nordea') => ({
    DebtorNr: debtorNr,
    Method: method,
    Language: 'en',
    PaymentItem: null,
    PaymentCart: items,
  });

  const item = (
    debtNr: number,
    amount: number,
    paymentType = 'custom',
    msnr: number | null = null,
  ) => ({
    debtNr,
    description: 'Test',
    amount,
    paymentType,
    msnr,
  });

  const postForm = (url: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: new URL(url, PUBLIC_URL).href,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  /** Prepares a payment, walks the sandbox bank page and returns the signed return parameters. */
  async function payAtBank(token: string, body: object, action: 'pay' | 'cancel' = 'pay') {
    const res = await formData(token, body);
    expect(res.json(), res.body).toMatchObject({ status: 0 });
    expect(validator.check('getPaymentFormData', 200, res.json()).errors ?? []).toEqual([]);
    const { url, parameters } = res.json().responseObject.result;
    const form = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    const page = await postForm(url, form);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const decided = await postForm(`${new URL(url).pathname}/decide`, { ...form, action });
    expect(decided.statusCode).toBe(303);
    const back = new URL(decided.headers.location as string);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/payment/verify`);
    return {
      query: Object.fromEntries(back.searchParams),
      page,
      result: res.json().responseObject.result,
    };
  }

  const confirm = (token: string, query: Record<string, string>) =>
    app.inject({
      url: `/api/payments/confirm?${new URLSearchParams(query).toString()}`,
      headers: withSession(token),
    });

  const pending = async (token: string) =>
    (await app.inject({ url: '/api/payments/pending', headers: withSession(token) })).json()
      .responseObject;

  const paymentsOfTransaction = async (stamp: string) => {
    const [tx] = await app.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.stamp, stamp));
    return app.database.db.select().from(payments).where(eq(payments.transactionId, tx!.id));
  };

  it('walks the sandbox bank: page, pay, signed return, pending, settled after the delay', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const before = await debtorData(token);
    const debt = before.debts[0];
    const { query, page, result } = await payAtBank(
      token,
      cart(before.debtor.nr, [item(debt.nr, 12.34)]),
    );
    expect(result.amount).toBe(12.34);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Perintä Oy');
    expect(page.body).toContain('€12.34');
    expect(page.body).not.toMatch(/<script|style=/);

    const res = await confirm(token, query);
    expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: { status: true } });
    expect(validator.check('confirmPayment', 200, res.json()).valid).toBe(true);
    const pendingAnswer = await app.inject({
      url: '/api/payments/pending',
      headers: withSession(token),
    });
    expect(validator.check('getPendingPayments', 200, pendingAnswer.json()).valid).toBe(true);
    // The amount is the one sent to the bank, so the portal can say whether it counts.
    expect(pendingAnswer.json().responseObject).toEqual({
      pending: true,
      debtNrs: [debt.nr],
      amounts: [{ debtNr: debt.nr, amount: 12.34 }],
      paymentType: 'custom',
    });
    // A second payment of a pending debt is refused.
    expect(
      (await formData(token, cart(before.debtor.nr, [item(debt.nr, 5)]))).json(),
    ).toMatchObject({
      status: 1,
      ErrorCode: 'blockPendingOrdersText',
    });

    now += 29_000;
    expect((await pending(token)).pending).toBe(true);
    now += 2_000;
    expect((await pending(token)).pending).toBe(false);
    const after = await debtorData(token);
    expect(after.debts[0].debtSummary.left).toBeCloseTo(debt.debtSummary.left - 12.34, 2);
    expect(after.summary.totalPaid).toBeCloseTo(before.summary.totalPaid + 12.34, 2);
    expect(await paymentsOfTransaction(query['checkout-stamp']!)).toHaveLength(1);
    // The same return again answers the same and books nothing more.
    expect((await confirm(token, query)).json().responseObject).toEqual({ status: true });
    expect(await paymentsOfTransaction(query['checkout-stamp']!)).toHaveLength(1);
  });

  it('applies the same return 50 times at once exactly once', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { query } = await payAtBank(token, cart(data.debtor.nr, [item(data.debts[0].nr, 5)]));
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(token, query)));
    for (const answer of answers) expect(answer.json().responseObject).toEqual({ status: true });
    now += 31_000;
    await Promise.all([pending(token), pending(token), debtorData(token)]);
    expect(await paymentsOfTransaction(query['checkout-stamp']!)).toHaveLength(1);
  });

  it('refuses a return with any signed parameter altered, the signature dropped or garbled', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { query } = await payAtBank(token, cart(data.debtor.nr, [item(data.debts[0].nr, 6)]));
    const altered: Record<string, string> = {
      'checkout-account': '375918',
      'checkout-amount': '1',
      'checkout-stamp': 'other-stamp',
      'checkout-reference': 'RF00',
      'checkout-transaction-id': 'other-transaction',
      'checkout-status': 'pending',
      'checkout-provider': 'osuuspankki',
    };
    for (const [name, value] of Object.entries(altered)) {
      const res = await confirm(token, { ...query, [name]: value });
      expect(res.statusCode, name).toBe(400);
    }
    const { signature: _dropped, ...unsigned } = query;
    expect((await confirm(token, unsigned)).statusCode).toBe(400);
    expect((await confirm(token, { ...query, signature: 'f'.repeat(64) })).statusCode).toBe(400);
    expect((await confirm(token, { ...query, signature: 'garbled' })).statusCode).toBe(400);
    // An extra signed-looking parameter changes the signed text.
    expect((await confirm(token, { ...query, 'checkout-extra': '1' })).statusCode).toBe(400);
    expect((await pending(token)).pending).toBe(false);
    // The untouched return still works afterwards.
    expect((await confirm(token, query)).json().responseObject).toEqual({ status: true });
    now += 31_000;
    await pending(token);
  });

  it('refuses a correctly signed return for a flow never started, of another debtor, or with other figures', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { query } = await payAtBank(token, cart(data.debtor.nr, [item(data.debts[0].nr, 7)]));
    const sign = (q: Record<string, string>) => {
      const { signature: _s, ...rest } = q;
      return { ...rest, signature: checkoutSignature(SECRET, rest) };
    };
    expect(
      (await confirm(token, sign({ ...query, 'checkout-stamp': 'never-started' }))).statusCode,
    ).toBe(404);
    expect((await confirm(token, sign({ ...query, 'checkout-amount': '1' }))).statusCode).toBe(400);
    expect((await confirm(token, sign({ ...query, 'checkout-reference': 'X1' }))).statusCode).toBe(
      400,
    );
    const other = await strongSession(app, 2);
    expect((await confirm(other, query)).statusCode).toBe(404);
    expect((await confirm(other, query)).json()).toEqual({
      status: 1,
      ErrorCode: 'error.server.0',
      responseObject: null,
    });
    // A second, different provider return for the same stamp is not this payment's.
    expect((await confirm(token, query)).json().responseObject).toEqual({ status: true });
    expect(
      (await confirm(token, sign({ ...query, 'checkout-transaction-id': 'another' }))).statusCode,
    ).toBe(400);
    now += 31_000;
    await pending(token);
  });

  it('a cancelled payment answers false and leaves nothing pending', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { query } = await payAtBank(
      token,
      cart(data.debtor.nr, [item(data.debts[0].nr, 8)]),
      'cancel',
    );
    expect(query['checkout-status']).toBe('fail');
    expect((await confirm(token, query)).json().responseObject).toEqual({ status: false });
    expect((await pending(token)).pending).toBe(false);
    now += 31_000;
    expect(await paymentsOfTransaction(query['checkout-stamp']!)).toHaveLength(0);
  });

  it('checks the cart against the database', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const debt = data.debts[0];
    const left = debt.debtSummary.left;
    const nr = data.debtor.nr;
    const status = async (items: object[]) => (await formData(token, cart(nr, items))).statusCode;
    expect(await status([item(debt.nr, left - 0.01, 'single')])).toBe(400);
    expect(await status([item(debt.nr, left + 0.01, 'single')])).toBe(400);
    expect(await status([item(debt.nr, 4.99)])).toBe(400);
    expect(await status([item(debt.nr, left + 0.01)])).toBe(400);
    expect(await status([item(debt.nr, 5.001)])).toBe(400);
    expect(await status([item(debt.nr, 5, 'installment', 7001)])).toBe(400);
    expect(await status([item(debt.nr, 5), item(debt.nr, 5)])).toBe(400);
    expect(await status([item(200002, 5)])).toBe(404);
    expect(await status([item(debt.nr, left, 'single')])).toBe(200);
    expect(await status([item(debt.nr, 5)])).toBe(200);
  });

  it('pays the real next installment of a plan and several debts at once', async () => {
    const juha = await strongSession(app, 7);
    const data = await debtorData(juha);
    const plan = data.paymentPlans.find(
      (p: { paymentPlanType: number }) => p.paymentPlanType === 2,
    );
    const next = plan.nextInstallment.eur;
    const first = plan.debts[0].nr;
    const status = async (items: object[]) =>
      (await formData(juha, cart(data.debtor.nr, items))).statusCode;
    expect(await status([item(first, next + 1, 'installment', plan.nr)])).toBe(400);
    expect(await status([item(first, next, 'installment', null)])).toBe(400);
    const { query } = await payAtBank(
      juha,
      cart(data.debtor.nr, [item(first, next, 'installment', plan.nr)]),
    );
    expect((await confirm(juha, query)).json().responseObject).toEqual({ status: true });
    now += 31_000;
    const after = await debtorData(juha);
    const updated = after.paymentPlans.find((p: { nr: number }) => p.nr === plan.nr);
    expect(updated.nextInstallment.sequence).toBe(plan.nextInstallment.sequence + 1);
    expect(updated.summary.totalPaid).toBeCloseTo(plan.summary.totalPaid + next, 2);

    const matti = await strongSession(app, 2);
    const m = await debtorData(matti);
    const open = m.debts.filter(
      (d: { debtSummary: { state: { ended: boolean }; left: number } }) =>
        !d.debtSummary.state.ended && d.debtSummary.left > 0,
    );
    const multi = open
      .slice(0, 2)
      .map((d: { nr: number; debtSummary: { left: number } }) =>
        item(d.nr, d.debtSummary.left, 'multiple'),
      );
    const res = await formData(matti, cart(m.debtor.nr, multi));
    expect(res.json().responseObject.result.amount).toBeCloseTo(
      multi.reduce((s: number, i: { amount: number }) => s + i.amount, 0),
      2,
    );
  });

  it('shares a joint plan installment among its debts, oldest first, and closes the one paid off', async () => {
    const juha = await strongSession(app, 7);
    const data = await debtorData(juha);
    const plan = data.paymentPlans.find(
      (p: { isJointPaymentPlan: boolean; paymentPlanType: number }) =>
        p.isJointPaymentPlan && p.paymentPlanType === 2,
    );
    const db = app.database.db;
    const planDebts = await db
      .select({ nr: debts.nr, dueDate: debts.dueDate })
      .from(debts)
      .where(
        inArray(
          debts.nr,
          plan.debts.map((d: { nr: number }) => d.nr),
        ),
      )
      .orderBy(asc(debts.dueDate), asc(debts.nr));
    expect(planDebts.length).toBeGreaterThanOrEqual(2);
    const [oldest, younger] = planDebts;
    if (!oldest || !younger) throw new Error("Juha's joint plan has two debts");
    // Leave exactly 1.00 € owing on the oldest debt (capital and interest, as closing measures).
    const owes = async (debtNr: number) => {
      const [row] = await db
        .select({
          open: sql<number>`(coalesce((SELECT sum(capital_cents + interest_cents) FROM bills WHERE debt_nr = ${debtNr}), 0) - coalesce((SELECT sum(amount_cents) FROM payments WHERE debt_nr = ${debtNr}), 0))::int`,
        })
        .from(debts)
        .where(eq(debts.nr, debtNr));
      return Number(row!.open);
    };
    const today = new Date(now).toISOString().slice(0, 10);
    await db.insert(payments).values({
      debtNr: oldest.nr,
      planNr: null,
      paymentDate: today,
      bookingDate: today,
      amountCents: cents((await owes(oldest.nr)) - 100),
    });
    expect(await owes(oldest.nr)).toBe(100);

    const next = Math.round(plan.nextInstallment.eur * 100);
    expect(next).toBeGreaterThan(100);
    const { query } = await payAtBank(
      juha,
      cart(data.debtor.nr, [item(younger.nr, next / 100, 'installment', plan.nr)]),
    );
    expect((await confirm(juha, query)).json().responseObject).toEqual({ status: true });
    now += 31_000;
    await debtorData(juha); // settles what is due
    const booked = await paymentsOfTransaction(query['checkout-stamp']!);
    expect(booked.map((p) => [p.debtNr, p.amountCents]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [
        [oldest.nr, 100],
        [younger.nr, next - 100],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    const [closed] = await db
      .select({ state: debts.state })
      .from(debts)
      .where(eq(debts.nr, oldest.nr));
    expect(closed!.state).toBe(8);
  });

  it('refuses a cart with a debt whose payment is pending (seeded persona 9)', async () => {
    const ville = await weakSession(app, '9000001', '99999999');
    const data = await debtorData(ville);
    const res = await formData(ville, cart(data.debtor.nr, [item(data.debts[0].nr, 5)]));
    expect(res.json()).toEqual({
      status: 1,
      ErrorCode: 'blockPendingOrdersText',
      responseObject: null,
    });
    expect(validator.check('getPaymentFormData', 200, res.json()).valid).toBe(true);
  });

  it('refuses any payment of a debt in debt restructuring (state 6), alone or in a cart, and stores nothing', async () => {
    const matti = await strongSession(app, 2);
    const data = await debtorData(matti);
    const restructuring = data.debts.find((d: { orderNr: number }) => d.orderNr === 2000007);
    const other = data.debts.find((d: { orderNr: number }) => d.orderNr === 2000004);
    expect(restructuring.debtSummary.state.state).toBe(6);
    const left = restructuring.debtSummary.left;
    const refusals = [
      [item(restructuring.nr, left, 'single')],
      [item(restructuring.nr, 5)],
      [
        item(other.nr, other.debtSummary.left, 'multiple'),
        item(restructuring.nr, left, 'multiple'),
      ],
      [
        item(restructuring.nr, left, 'multiple'),
        item(other.nr, other.debtSummary.left, 'multiple'),
      ],
    ];
    const before = await app.database.db.select().from(paymentTransactions);
    for (const items of refusals) {
      const res = await formData(matti, cart(data.debtor.nr, items));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, ErrorCode: 'error.payment.1', responseObject: null });
      expect(validator.check('getPaymentFormData', 200, res.json()).valid).toBe(true);
    }
    expect(await app.database.db.select().from(paymentTransactions)).toHaveLength(before.length);
    // A weak login to that one case is refused the same way.
    const weak = await weakSession(app, '2000007', '22222228');
    const one = (await debtorData(weak)).debts[0];
    const res = await formData(weak, cart(data.debtor.nr, [item(one.nr, 5)]));
    expect(res.json()).toMatchObject({ status: 1, ErrorCode: 'error.payment.1' });
  });

  it('takes a payment of a debt in distraint (state 5): the portal pays it, with its notice', async () => {
    const matti = await strongSession(app, 2);
    const data = await debtorData(matti);
    const distraint = data.debts.find((d: { orderNr: number }) => d.orderNr === 2000003);
    expect(distraint.debtSummary.state.state).toBe(5);
    const res = await formData(
      matti,
      cart(data.debtor.nr, [item(distraint.nr, distraint.debtSummary.left, 'single')]),
    );
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('a banditRating 3 plan waits for its first installment and is in force once it settles', async () => {
    const ville = await weakSession(app, '9000001', '99999999');
    const data = await debtorData(ville);
    const debt = data.debts[0];
    expect(debt.banditRating).toBe(3);
    // The seeded payment pending confirmation would block the cart (tested above): settled here.
    await app.database.db
      .update(paymentTransactions)
      .set({ settleAt: new Date(now - 1000) })
      .where(eq(paymentTransactions.debtorNr, data.debtor.nr));
    const body = { DebtNrs: [debt.nr], Type: 0, Amount: 60, DateSelection: 1 };
    const created = await app.inject({
      method: 'POST',
      url: '/api/paymentPlan/create',
      headers: withSession(ville),
      payload: { ...body, Create: true },
    });
    expect(created.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
    const plan = (await debtorData(ville)).paymentPlans[0];
    expect(plan).toMatchObject({ paymentPlanType: 0, awaitingFirstPayment: true });
    const first = plan.nextInstallment;
    expect(first.sequence).toBe(1);

    const { query } = await payAtBank(
      ville,
      cart(data.debtor.nr, [item(debt.nr, first.eur, 'installment', plan.nr)]),
    );
    expect((await confirm(ville, query)).json().responseObject).toEqual({ status: true });
    // Still waiting while the payment is pending confirmation.
    expect((await debtorData(ville)).paymentPlans[0].awaitingFirstPayment).toBe(true);
    now += 31_000;
    await debtorData(ville); // settles what is due
    const after = (await debtorData(ville)).paymentPlans[0];
    expect(after).toMatchObject({ nr: plan.nr, awaitingFirstPayment: false });
    expect(after.nextInstallment.sequence).toBe(2);
  });

  it('lists the provider methods in its groups for the bank selection, in the language asked', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const res = await app.inject({
      url: '/api/payments/methods?Language=se',
      headers: withSession(token),
    });
    expect(validator.check('getPaymentMethods', 200, res.json()).errors ?? []).toEqual([]);
    const groups = res.json().responseObject.groups;
    expect(groups.map((g: { name: string }) => g.name)).toEqual([
      'Mobila betalningssätt',
      'Bankbetalningar',
    ]);
    expect(groups[0].providers).toEqual([
      {
        id: 'mobilepay',
        name: 'MobilePay',
        logo: `${PUBLIC_URL}/sandbox/static/methods/mobilepay.svg`,
      },
    ]);
    expect(groups[1].providers).toHaveLength(9);
    expect((await app.inject({ url: '/api/payments/methods?Language=se' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/payments/methods?Language=xx', headers: withSession(token) }))
        .statusCode,
    ).toBe(400);
  });

  it('pays with MobilePay like with a bank', async () => {
    const token = await weakSession(app, '2000004', '22222225');
    const data = await debtorData(token);
    const { query } = await payAtBank(
      token,
      cart(data.debtor.nr, [item(data.debts[0].nr, 5)], 'mobilepay'),
    );
    expect(query['checkout-provider']).toBe('mobilepay');
    expect((await confirm(token, query)).json().responseObject).toEqual({ status: true });
  });

  it('refunds an overpayment through the provider where it can, else to the account (one rule)', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const debtorNr = data.debtor.nr as number;
    const setOverpayment = (amount: number) =>
      app.database.db
        .update(debtors)
        .set({ overpaymentCents: cents(amount) })
        .where(eq(debtors.nr, debtorNr));
    const refund = () => app.services.payments.refundOverpayment(debtorNr);
    await setOverpayment(0);
    expect(await refund()).toBe('none');
    // Paid and booked through OP: refunded through the provider, and the overpayment cleared.
    const { query } = await payAtBank(
      token,
      cart(debtorNr, [item(data.debts[0].nr, 5)], 'osuuspankki'),
    );
    await confirm(token, query);
    now += 31_000;
    await debtorData(token);
    await setOverpayment(300);
    expect(await refund()).toBe('refunded');
    const [after] = await app.database.db.select().from(debtors).where(eq(debtors.nr, debtorNr));
    expect(after!.overpaymentCents).toBe(0);
    // More than the payment: to the account the debtor gives.
    await setOverpayment(600);
    expect(await refund()).toBe('account');
    // Paid through S-Pankki, whose payments Paytrail cannot refund (422): to the account too.
    const second = await payAtBank(token, cart(debtorNr, [item(data.debts[0].nr, 5)], 'spankki'));
    await confirm(token, second.query);
    now += 31_000;
    await debtorData(token);
    await setOverpayment(300);
    expect(await refund()).toBe('account');
    await setOverpayment(0);
  });

  it('the sandbox bank refuses a forged or altered payment request', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const res = await formData(token, cart(data.debtor.nr, [item(data.debts[0].nr, 5)], 'aktia'));
    const { url, parameters } = res.json().responseObject.result;
    const form = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    // The form names its payment and is bound to the method by the sandbox's own check.
    const otherMac = `${form.mac!.slice(0, -1)}${form.mac!.endsWith('0') ? '1' : '0'}`;
    expect((await postForm(url, { ...form, mac: otherMac })).statusCode).toBe(400);
    expect((await postForm(url, { ...form, transaction: 'another' })).statusCode).toBe(400);
    expect((await postForm(`${PUBLIC_URL}/sandbox/bank/nordea`, form)).statusCode).toBe(400);
    expect((await postForm(`${url}/decide`, { ...form, action: 'steal' })).statusCode).toBe(400);
  });
});
