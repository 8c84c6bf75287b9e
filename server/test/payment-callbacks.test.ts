/**
 * Payments the bank confirms: the provider's server-to-server callback, verified
 * like the return and sharing its booking (first to arrive books, the other is a no-op, racing
 * arrivals book once); the sandbox bank's callbacks from its database queue, retried with
 * backoff; the status check of stalled payments; and a return without a session.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ResponseValidator, loadContract } from '../src/contract/openapi';
import { payments, paymentTransactions, sandboxBankPayments } from '../src/db/schema';
import { checkoutSignature } from '../src/providers/hmac';
import { SandboxBankCallbacks } from '../src/sandbox/bank';
import { SandboxBankStore } from '../src/sandbox/bank-store';
import { withSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'sandbox-bank-secret-for-tests';
const SETTLE_MS = 30_000;
const validator = new ResponseValidator(loadContract());

describe.each(DATABASE_KINDS)('payment callbacks on %s', (kind) => {
  let now = Date.now();
  const logLines: string[] = [];

  const { app } = useTestApp(kind, {
    env: {
      PUBLIC_URL,
      PAYTRAIL_SECRET: SECRET,
      PAYMENT_SETTLE_DELAY_MS: String(SETTLE_MS),
      PAYMENT_CALLBACK_DELAY_MS: '1000',
    },
    clock: () => new Date(now),
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });

  const debtorData = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject;

  const postForm = (url: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: new URL(url, PUBLIC_URL).href,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  /** Starts a payment of `items` and, unless `action` is null, decides it at the sandbox bank. */
  async function startPayment(
    token: string,
    debtorNr: number,
    items: object[],
    action: 'pay' | 'cancel' | null = 'pay',
  ) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/getPaymentFormData',
      headers: withSession(token),
      payload: {
        DebtorNr: debtorNr,
        Method: 'nordea',
        Language: 'fi',
        PaymentItem: null,
        PaymentCart: items,
      },
    });
    expect(res.json(), res.body).toMatchObject({ status: 0 });
    const { url, parameters } = res.json().responseObject.result;
    const form = Object.fromEntries(
      (parameters as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    const [atBank] = await app.database.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.transactionId, form.transaction!));
    if (action === null) return { stamp: atBank!.stamp, query: {} as Record<string, string> };
    const decided = await postForm(`${new URL(url).pathname}/decide`, { ...form, action });
    expect(decided.statusCode).toBe(303);
    const query = Object.fromEntries(new URL(decided.headers.location as string).searchParams);
    return { stamp: atBank!.stamp, query };
  }

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

  const callback = (query: Record<string, string>) =>
    app.inject({ url: `/api/payments/callback?${new URLSearchParams(query).toString()}` });
  const confirm = (query: Record<string, string>, token?: string) =>
    app.inject({
      url: `/api/payments/confirm?${new URLSearchParams(query).toString()}`,
      ...(token ? { headers: withSession(token) } : {}),
    });
  const pending = async (token: string) =>
    (await app.inject({ url: '/api/payments/pending', headers: withSession(token) })).json()
      .responseObject;

  async function transaction(stamp: string) {
    const [row] = await app.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.stamp, stamp));
    return row!;
  }
  async function booked(stamp: string) {
    const row = await transaction(stamp);
    return app.database.db.select().from(payments).where(eq(payments.transactionId, row.id));
  }
  /** The settlement delay passes and the debtor's next read books what is due. */
  async function settle(token: string) {
    now += SETTLE_MS + 1_000;
    await pending(token);
  }

  const resign = (q: Record<string, string>) => {
    const { signature: _s, ...rest } = q;
    return { ...rest, signature: checkoutSignature(SECRET, rest) };
  };

  it('callback first, then the return: the callback books, the return is a no-op answering the same', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 5)]);
    const res = await callback(query);
    expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
    expect(validator.check('paymentCallback', 200, res.json()).valid).toBe(true);
    expect(await transaction(stamp)).toMatchObject({ status: 'pending', confirmedVia: 'callback' });
    expect((await confirm(query, token)).json().responseObject).toEqual({ status: true });
    expect((await transaction(stamp)).confirmedVia).toBe('callback');
    await settle(token);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('the return first, then the callback: the return books, the callback is a no-op', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 5)]);
    expect((await confirm(query, token)).json().responseObject).toEqual({ status: true });
    expect((await callback(query)).statusCode).toBe(200);
    expect(await transaction(stamp)).toMatchObject({ status: 'pending', confirmedVia: 'return' });
    await settle(token);
    // A callback retried after the booking changes nothing either.
    expect((await callback(query)).statusCode).toBe(200);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('20 concurrent callbacks (and a return among them) book exactly one payment', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 6)]);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => callback(query)),
      confirm(query, token),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    await settle(token);
    await Promise.all([pending(token), pending(token), debtorData(token)]);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('refuses a callback that is not the bank’s word on this payment: 400, no detail, a log line, nothing stored', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 7)]);
    const refusals: [string, Record<string, string>][] = [
      ['tampered amount', { ...query, 'checkout-amount': '1' }],
      ['tampered status', { ...query, 'checkout-status': 'pending' }],
      ['garbled signature', { ...query, signature: 'f'.repeat(64) }],
      [
        'no signature',
        Object.fromEntries(Object.entries(query).filter(([n]) => n !== 'signature')),
      ],
      ['wrong account, signed', resign({ ...query, 'checkout-account': '375918' })],
      ['other amount, signed', resign({ ...query, 'checkout-amount': '1' })],
      ['other reference, signed', resign({ ...query, 'checkout-reference': 'X1' })],
      ['other bank, signed', resign({ ...query, 'checkout-provider': 'osuuspankki' })],
      ['other transaction, signed', resign({ ...query, 'checkout-transaction-id': 'another' })],
      ['unknown stamp, signed', resign({ ...query, 'checkout-stamp': 'never-started' })],
      ['other algorithm', resign({ ...query, 'checkout-algorithm': 'sha512' })],
    ];
    const before = logLines.length;
    for (const [name, params] of refusals) {
      const res = await callback(params);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        status: 1,
        ErrorCode: 'error.server.0',
        responseObject: null,
      });
    }
    const refusedLines = logLines
      .slice(before)
      .filter((l) => l.includes('payment callback refused'));
    // Refusals the contract's validation catches first (no signature, another algorithm) are
    // logged as bad requests instead.
    expect(refusedLines.length).toBeGreaterThanOrEqual(refusals.length - 2);
    expect(refusedLines.join('\n')).not.toContain(query.signature!);
    expect((await transaction(stamp)).status).toBe('new');
    expect((await pending(token)).pending).toBe(false);
    // Replayed: the genuine callback books once; replaying it later changes nothing.
    expect((await callback(query)).statusCode).toBe(200);
    await settle(token);
    expect((await callback(query)).statusCode).toBe(200);
    await settle(token);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('a cancel callback cancels; a later "ok" for the same stamp is not this payment’s', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(
      token,
      data.debtor.nr,
      [item(data.debts[0].nr, 5)],
      'cancel',
    );
    expect((await callback(query)).statusCode).toBe(200);
    expect((await transaction(stamp)).status).toBe('fail');
    expect((await confirm(query, token)).json().responseObject).toEqual({ status: false });
    expect((await callback(resign({ ...query, 'checkout-status': 'ok' }))).statusCode).toBe(200);
    expect((await transaction(stamp)).status).toBe('fail');
  });

  it('the sandbox bank calls back by itself from its queue, retrying with backoff while the callback fails', async () => {
    // The callbacks the earlier tests left owed are not this test's.
    await app.database.db.update(sandboxBankPayments).set({ callbackDueAt: null });
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 5)]);
    const store = new SandboxBankStore(app.database.db);
    let failures = 2;
    const calls: string[] = [];
    const sender = new SandboxBankCallbacks(
      store,
      SECRET,
      async (url) => {
        calls.push(url);
        if (failures-- > 0) return 503; // the server away, twice
        return (await app.inject({ url })).statusCode;
      },
      () => new Date(now),
    );
    // Not before the configured delay (1 s).
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    now += 1_000;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    now += 2_000;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 1 });
    now += 3_000;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    now += 1_000;
    expect(await sender.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/payments\/callback\?checkout-account=/,
    );
    expect(await transaction(stamp)).toMatchObject({ status: 'pending', confirmedVia: 'callback' });
    const [bank] = await app.database.db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.stamp, stamp));
    expect(bank).toMatchObject({ status: 'ok', callbackAttempts: 3, callbackDueAt: null });
    expect(bank!.callbackDeliveredAt).not.toBeNull();
    now += 60_000;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    await settle(token);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('books every kind of payment by the callback alone: whole debt, several, custom, next installment', async () => {
    const matti = await strongTokenOf(2);
    const data = await debtorData(matti);
    const open = data.debts.filter(
      (d: { debtSummary: { state: { ended: boolean } } }) => !d.debtSummary.state.ended,
    );
    const [a, b, c] = open;
    const kinds = [
      [item(a.nr, a.debtSummary.left, 'single')],
      [item(b.nr, b.debtSummary.left, 'multiple'), item(c.nr, c.debtSummary.left, 'multiple')],
    ];
    for (const cart of kinds) {
      const { stamp, query } = await startPayment(matti, data.debtor.nr, cart);
      expect((await callback(query)).statusCode).toBe(200);
      await settle(matti);
      expect(await booked(stamp)).toHaveLength(cart.length);
    }
    const after = await debtorData(matti);
    for (const debt of [a, b, c]) {
      const now = after.debts.find((d: { nr: number }) => d.nr === debt.nr);
      expect(now.debtSummary.left).toBe(0);
    }
    // Persona 7's joint plan: the next installment.
    const juha = await weakSession(app, '7000001', '77777777');
    const plans = (await debtorData(juha)).paymentPlans;
    const plan = plans.find((p: { nextInstallment: unknown }) => p.nextInstallment);
    const { stamp, query } = await startPayment(juha, 7, [
      item(plan.debts[0].nr, plan.nextInstallment.eur, 'installment', plan.nr),
    ]);
    expect((await callback(query)).statusCode).toBe(200);
    await settle(juha);
    expect((await booked(stamp)).length).toBeGreaterThanOrEqual(1);
  });

  it('a return without a session books its own stamp and says only whether it went through', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const { stamp, query } = await startPayment(token, data.debtor.nr, [item(data.debts[0].nr, 5)]);
    const res = await confirm(query);
    expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: { status: true } });
    expect(await transaction(stamp)).toMatchObject({ status: 'pending', confirmedVia: 'return' });
    // Signed out, a forged or unknown return is refused alike, with nothing of anyone's.
    expect((await confirm({ ...query, 'checkout-amount': '1' })).statusCode).toBe(400);
    expect(
      (await confirm(resign({ ...query, 'checkout-stamp': 'never-started' }))).statusCode,
    ).toBe(400);
    await settle(token);
    expect(await booked(stamp)).toHaveLength(1);
  });

  it('the status check books a stalled payment the bank confirmed, cancels a cancelled one, leaves an open one waiting', async () => {
    // The payments the earlier tests left at the bank are not this test's.
    await app.database.db
      .update(paymentTransactions)
      .set({ status: 'fail' })
      .where(eq(paymentTransactions.status, 'new'));
    const token = await weakSession(app, '1000001', '11111111');
    const data = await debtorData(token);
    const debtNr = data.debts[0].nr;
    // Paid at the bank, but neither the browser nor the callback ever arrives.
    const paid = await startPayment(token, data.debtor.nr, [item(debtNr, 5)]);
    const check = () =>
      app.services.payments.checkStalled({ stalledAfterMs: 300_000, recheckMs: 60_000 });
    // Not stalled yet.
    expect(await check()).toEqual({ checked: 0, booked: 0, cancelled: 0, waiting: 0 });
    now += 301_000;
    expect(await check()).toEqual({ checked: 1, booked: 1, cancelled: 0, waiting: 0 });
    expect(await transaction(paid.stamp)).toMatchObject({
      status: 'pending',
      confirmedVia: 'status',
    });
    await settle(token);
    expect(await booked(paid.stamp)).toHaveLength(1);

    const cancelled = await startPayment(token, data.debtor.nr, [item(debtNr, 5)], 'cancel');
    const open = await startPayment(token, data.debtor.nr, [item(debtNr, 5)], null);
    now += 301_000;
    expect(await check()).toEqual({ checked: 2, booked: 0, cancelled: 1, waiting: 1 });
    expect((await transaction(cancelled.stamp)).status).toBe('fail');
    expect((await transaction(open.stamp)).status).toBe('new');
    // Asked again only after the recheck interval; given up after a day at the bank.
    expect(await check()).toEqual({ checked: 0, booked: 0, cancelled: 0, waiting: 0 });
    now += 24 * 60 * 60 * 1000;
    expect(await check()).toEqual({ checked: 1, booked: 0, cancelled: 1, waiting: 0 });
    expect((await transaction(open.stamp)).status).toBe('fail');
  });

  async function strongTokenOf(persona: number) {
    const { strongSession } = await import('./helpers/app');
    return strongSession(app, persona);
  }
});
