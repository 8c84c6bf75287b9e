/**
 * The sandbox Paytrail (`/sandbox/paytrail`) against the shapes of Paytrail's Payment API
 * description (PaymentRequestResponse, PaymentMethodProvider, PaymentMethodGroupData, Payment,
 * GroupedPaymentProvidersResponse, RefundResponse, Error): signed requests and answers with a
 * `request-id`, 401 for a wrong signature, a duplicate stamp refused, the statuses, and refunds
 * (422 for a method without a refund API).
 */
import { describe, expect, it } from 'vitest';
import { checkoutSignature, hasValidSignature } from '../src/providers/hmac';
import { PaytrailPaymentProvider } from '../src/providers/paytrail';
import { SandboxBankStore } from '../src/sandbox/bank-store';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const API = `${PUBLIC_URL}/sandbox/paytrail`;
const SECRET = 'SAIPPUAKAUPPIAS';

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
const GROUPS = ['mobile', 'bank', 'creditcard', 'credit'];

/** Paytrail's PaymentMethodProvider: id, name, icon, svg, group, url, parameters[{name, value}]. */
function expectProvider(p: Record<string, unknown>) {
  expect(typeof p.id).toBe('string');
  expect(typeof p.name).toBe('string');
  expect(isUrl(p.icon) && isUrl(p.svg) && isUrl(p.url)).toBe(true);
  expect(GROUPS).toContain(p.group);
  expect(Array.isArray(p.parameters)).toBe(true);
  for (const field of p.parameters as Record<string, unknown>[]) {
    expect(Object.keys(field).sort()).toEqual(['name', 'value']);
    expect(typeof field.name === 'string' && typeof field.value === 'string').toBe(true);
  }
}

/** Paytrail's PaymentMethodGroupData: id (a group), name, icon, svg. */
function expectGroup(g: Record<string, unknown>) {
  expect(GROUPS).toContain(g.id);
  expect(typeof g.name).toBe('string');
  expect(isUrl(g.icon) && isUrl(g.svg)).toBe(true);
}

describe.each(DATABASE_KINDS)('the sandbox Paytrail on %s', (kind) => {
  const { app } = useTestApp(kind, { env: { PUBLIC_URL } });

  /** A request signed as the adapter signs it (optionally spoiled). */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { transactionId?: string; secret?: string } = {},
  ) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const signer = new PaytrailPaymentProvider({
      apiUrl: API,
      account: 375917,
      secret: options.secret ?? SECRET,
      customerEmail: 'maksut@example.com',
      fetch: () => Promise.reject(new Error('unused')),
    });
    const res = await app.inject({
      method,
      url: `${API}${path}`,
      headers: signer.signedHeaders(method, text, options.transactionId),
      ...(text === '' ? {} : { payload: text }),
    });
    const signed: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if ((name.startsWith('checkout-') || name === 'signature') && typeof value === 'string') {
        signed[name] = value;
      }
    }
    // Every answer is signed over its checkout-* headers and body, and names its request.
    expect(hasValidSignature(SECRET, signed, res.body)).toBe(true);
    expect(res.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    return res;
  }

  const payment = (stamp: string, amount = 1525) => ({
    stamp,
    reference: '3759170',
    amount,
    currency: 'EUR',
    language: 'SV',
    customer: { email: 'maksut@example.com' },
    redirectUrls: {
      success: `${PUBLIC_URL}/payment/verify`,
      cancel: `${PUBLIC_URL}/payment/verify`,
    },
    callbackUrls: {
      success: `${PUBLIC_URL}/api/payments/callback`,
      cancel: `${PUBLIC_URL}/api/payments/callback`,
    },
  });

  it('creates a payment with the PaymentRequestResponse shape and refuses its stamp again', async () => {
    const res = await call('POST', '/payments', payment('contract-1'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.transactionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(isUrl(body.href)).toBe(true);
    expect(typeof body.terms).toBe('string');
    expect(body.reference).toBe('3759170');
    for (const g of body.groups) expectGroup(g);
    for (const p of body.providers) expectProvider(p);
    // The specification's nine banks and MobilePay, MobilePay's group first.
    expect(body.providers.map((p: { id: string }) => p.id)).toEqual([
      'mobilepay',
      'osuuspankki',
      'nordea',
      'pop',
      'aktia',
      'saastopankki',
      'omasp',
      'spankki',
      'alandsbanken',
      'danske',
    ]);
    expect(body.groups.map((g: { id: string; name: string }) => [g.id, g.name])).toEqual([
      ['mobile', 'Mobila betalningssätt'],
      ['bank', 'Bankbetalningar'],
    ]);
    // The hosted payment page (`href`) offers every method's form.
    const hosted = await app.inject({ url: body.href });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body.match(/<form method="post"/g)).toHaveLength(10);
    expect(hosted.body).toContain('<html lang="sv">');
    const again = await call('POST', '/payments', payment('contract-1'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', message: 'Duplicate stamp' });
  });

  it('answers 401 to a wrong signature, 400 to an invalid body, and stores nothing', async () => {
    const forged = await call('POST', '/payments', payment('contract-2'), { secret: 'wrong' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'error' });
    const unsigned = await app.inject({
      method: 'POST',
      url: `${API}/payments`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payment('contract-2')),
    });
    expect(unsigned.statusCode).toBe(401);
    // A signed body altered on the way: the signature covers the body.
    const signer = new PaytrailPaymentProvider({
      apiUrl: API,
      account: 375917,
      secret: SECRET,
      customerEmail: 'x@example.com',
      fetch: () => Promise.reject(new Error('unused')),
    });
    const altered = await app.inject({
      method: 'POST',
      url: `${API}/payments`,
      headers: signer.signedHeaders('POST', JSON.stringify(payment('contract-2'))),
      payload: JSON.stringify(payment('contract-2', 1)),
    });
    expect(altered.statusCode).toBe(401);
    for (const bad of [
      { ...payment('contract-2'), amount: 0 },
      { ...payment('contract-2'), currency: 'SEK' },
      { ...payment('contract-2'), customer: {} },
      { ...payment('contract-2'), redirectUrls: { success: 'javascript:alert(1)' } },
      { ...payment('contract-2'), items: [{ unitPrice: 1, units: 1 }] },
    ]) {
      const res = await call('POST', '/payments', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    // Nothing of contract-2 was stored: its stamp is still free.
    expect((await call('POST', '/payments', payment('contract-2'))).statusCode).toBe(201);
  });

  it('answers the status query with the Payment shape, in every status', async () => {
    const created = (await call('POST', '/payments', payment('contract-3'))).json();
    const id = created.transactionId as string;
    const status = async () => {
      const res = await call('GET', `/payments/${id}`, undefined, { transactionId: id });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const fresh = await status();
    expect(fresh).toMatchObject({
      transactionId: id,
      status: 'new',
      amount: 1525,
      currency: 'EUR',
      stamp: 'contract-3',
      reference: '3759170',
    });
    expect(isUrl(fresh.href)).toBe(true);
    expect(fresh.provider).toBeUndefined();
    const store = new SandboxBankStore(app.database.db);
    await store.choose(id, 'aktia');
    await store.decide(id, 'delayed', new Date(), null);
    expect(await status()).toMatchObject({ status: 'delayed', provider: 'aktia' });
    // The transaction id header must name the payment asked about.
    const other = await call('GET', `/payments/${id}`, undefined, { transactionId: 'other' });
    expect(other.statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await call('GET', `/payments/${missing}`, undefined, {
      transactionId: missing,
    });
    expect(unknown.statusCode).toBe(404);
    for (const s of ['pending', 'ok', 'fail'] as const) {
      const next = (await call('POST', '/payments', payment(`contract-3-${s}`))).json();
      await store.choose(next.transactionId, 'nordea');
      await store.decide(next.transactionId, s, new Date(), null);
      const res = await call('GET', `/payments/${next.transactionId}`, undefined, {
        transactionId: next.transactionId,
      });
      expect(res.json().status).toBe(s);
    }
  });

  it('lists the grouped providers (GroupedPaymentProvidersResponse) in the language asked', async () => {
    const res = await call('GET', '/merchants/grouped-payment-providers?language=EN');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.terms).toBe('string');
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual([
      'Mobile payment methods',
      'Bank payment methods',
    ]);
    for (const g of body.groups) {
      expectGroup(g);
      for (const p of g.providers) expectProvider(p);
    }
    expect(body.providers).toHaveLength(10);
    const flat = await call('GET', '/merchants/payment-providers');
    expect(flat.json()).toHaveLength(10);
    const logo = await app.inject({ url: body.providers[0].svg });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('refunds a paid payment once (RefundResponse); 422 for a method without a refund API', async () => {
    const store = new SandboxBankStore(app.database.db);
    const refund = (id: string, amount: number) =>
      call(
        'POST',
        `/payments/${id}/refund`,
        {
          amount,
          refundStamp: `refund-${id}-${amount}`,
          refundReference: 'overpayment',
          callbackUrls: { success: `${PUBLIC_URL}/r/s`, cancel: `${PUBLIC_URL}/r/c` },
        },
        { transactionId: id },
      );
    const paid = (await call('POST', '/payments', payment('contract-4'))).json().transactionId;
    expect((await refund(paid, 500)).statusCode).toBe(400); // not paid yet
    await store.choose(paid, 'osuuspankki');
    await store.decide(paid, 'ok', new Date(), null);
    const first = await refund(paid, 1000);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ provider: 'osuuspankki', status: 'ok' });
    expect((await refund(paid, 600)).statusCode).toBe(400); // more than is left
    expect((await refund(paid, 525)).statusCode).toBe(201);
    const sPankki = (await call('POST', '/payments', payment('contract-5'))).json().transactionId;
    await store.choose(sPankki, 'spankki');
    await store.decide(sPankki, 'ok', new Date(), null);
    const refused = await refund(sPankki, 500);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 'error' });
  });

  it('signs the answers with the secret the merchant shares (not another)', async () => {
    const res = await call('GET', '/merchants/payment-providers');
    const headers = { 'checkout-account': '375917', 'checkout-algorithm': 'sha256' };
    expect(res.headers.signature).toBe(checkoutSignature(SECRET, headers, res.body));
    expect(res.headers.signature).not.toBe(checkoutSignature('other', headers, res.body));
  });
});
