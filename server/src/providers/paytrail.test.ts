/**
 * The Paytrail adapter against Paytrail's published examples (docs.paytrail.com: the
 * `POST /payments` HMAC example and the redirect URL example) and against answers a fake API
 * gives: signed requests, answers refused when their signature is wrong, the status query, the
 * grouped providers and the refund's 422.
 */
import { describe, expect, it } from 'vitest';
import { checkoutSignature, hasValidSignature } from './hmac';
import { PaymentProviderError, PaytrailPaymentProvider, type ProviderFetch } from './paytrail';

const SECRET = 'SAIPPUAKAUPPIAS';

/** Paytrail's `POST /payments` example, its body in the order the example writes it. */
const EXAMPLE_HEADERS = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'POST',
  'checkout-nonce': '564635208570151',
  'checkout-timestamp': '2018-07-06T10:01:31.904Z',
};
const EXAMPLE_BODY = {
  stamp: 'unique-identifier-for-merchant',
  reference: '3759170',
  amount: 1525,
  currency: 'EUR',
  language: 'FI',
  items: [
    {
      unitPrice: 1525,
      units: 1,
      vatPercentage: 25.5,
      productCode: '#1234',
      deliveryDate: '2018-09-01',
    },
  ],
  customer: { email: 'test.customer@example.com' },
  redirectUrls: {
    success: 'https://ecom.example.com/cart/success',
    cancel: 'https://ecom.example.com/cart/cancel',
  },
};
const EXAMPLE_SIGNATURE = '9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129';

/** Paytrail's redirect URL example (empty body). */
const EXAMPLE_RETURN = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-amount': '2964',
  'checkout-stamp': '15336332710015',
  'checkout-reference': '192387192837195',
  'checkout-transaction-id': '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
  'checkout-status': 'ok',
  'checkout-provider': 'nordea',
  signature: 'b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080',
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fake API: records each request and answers `reply(request)`, signed unless told not to. */
function fakeApi(
  reply: (sent: Sent) => { status: number; json?: unknown; sign?: boolean; secret?: string },
) {
  const sent: Sent[] = [];
  const fetch: ProviderFetch = async (url, init) => {
    const request = { url, method: init.method, headers: init.headers, body: init.body ?? '' };
    sent.push(request);
    const answer = reply(request);
    const text = answer.json === undefined ? '' : JSON.stringify(answer.json);
    const headers: Record<string, string> = {
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'request-id': 'paytrail-request-1',
    };
    if (answer.sign !== false) {
      headers.signature = checkoutSignature(answer.secret ?? SECRET, headers, text);
    }
    return new Response(text === '' ? null : text, { status: answer.status, headers });
  };
  return { sent, fetch };
}

function adapter(fetch: ProviderFetch, logged: unknown[] = []) {
  return new PaytrailPaymentProvider({
    apiUrl: 'https://services.paytrail.example/',
    account: 375917,
    secret: SECRET,
    customerEmail: 'maksut@example.com',
    fetch,
    clock: () => new Date('2018-07-06T10:01:31.904Z'),
    nonce: () => '564635208570151',
    log: { info: (entry) => logged.push(entry), warn: (entry) => logged.push(entry) },
  });
}

const ORDER = {
  stamp: 'stamp-1',
  reference: '3759170',
  amountCents: 1525,
  method: 'nordea',
  lang: 'fi' as const,
  returnUrl: 'https://portal.example/payment/verify',
  callbackUrls: {
    success: 'https://portal.example/api/payments/callback',
    cancel: 'https://portal.example/api/payments/callback',
  },
};

const CREATED = {
  transactionId: '5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
  href: 'https://pay.example/pay/5770642a',
  reference: '3759170',
  groups: [
    { id: 'bank', name: 'Pankkimaksutavat', icon: 'https://i/b.png', svg: 'https://i/b.svg' },
  ],
  providers: [
    {
      url: 'https://bank.example/nordea',
      icon: 'https://i/n.png',
      svg: 'https://i/n.svg',
      name: 'Nordea',
      group: 'bank',
      id: 'nordea',
      parameters: [{ name: 'NET_VERSION', value: '002' }],
    },
  ],
};

describe("Paytrail's published examples", () => {
  it('signs the POST /payments example to the published HMAC', () => {
    expect(checkoutSignature(SECRET, EXAMPLE_HEADERS, JSON.stringify(EXAMPLE_BODY))).toBe(
      EXAMPLE_SIGNATURE,
    );
  });

  it("signs the example's request the adapter's way: the same headers give the same signature", () => {
    const headers = adapter(fakeApi(() => ({ status: 500 })).fetch).signedHeaders(
      'POST',
      JSON.stringify(EXAMPLE_BODY),
    );
    expect(headers).toMatchObject({ ...EXAMPLE_HEADERS, signature: EXAMPLE_SIGNATURE });
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('verifies the redirect example, and refuses it with any value altered', () => {
    const provider = adapter(fakeApi(() => ({ status: 500 })).fetch);
    expect(checkoutSignature(SECRET, EXAMPLE_RETURN)).toBe(EXAMPLE_RETURN.signature);
    expect(provider.verifyReturn(EXAMPLE_RETURN)).toBe(true);
    for (const name of Object.keys(EXAMPLE_RETURN).filter((n) => n.startsWith('checkout-'))) {
      const altered = {
        ...EXAMPLE_RETURN,
        [name]: `${EXAMPLE_RETURN[name as 'checkout-amount']}1`,
      };
      expect(provider.verifyReturn(altered), name).toBe(false);
    }
    expect(provider.verifyReturn({ ...EXAMPLE_RETURN, signature: '' })).toBe(false);
    expect(provider.verifyReturn({ ...EXAMPLE_RETURN, 'checkout-algorithm': 'md5' })).toBe(false);
  });

  it('filters by prefix: an unknown checkout- parameter is signed and verifies; added unsigned, it fails', () => {
    const provider = adapter(fakeApi(() => ({ status: 500 })).fetch);
    const { signature: _signature, ...params } = EXAMPLE_RETURN;
    const extended = { ...params, 'checkout-settlement-reference': 'RF471234567' };
    const signed = { ...extended, signature: checkoutSignature(SECRET, extended) };
    expect(provider.verifyReturn(signed)).toBe(true);
    expect(provider.verifyReturn({ ...EXAMPLE_RETURN, 'checkout-new-field': 'x' })).toBe(false);
    // Parameters of other names are not signed (they never reach the signature).
    expect(provider.verifyReturn({ ...EXAMPLE_RETURN, utm_source: 'mail' })).toBe(true);
  });

  it('verifies sha512 signatures when the parameters name sha512', () => {
    const { signature: _signature, ...params } = EXAMPLE_RETURN;
    const sha512 = { ...params, 'checkout-algorithm': 'sha512' };
    const signed = { ...sha512, signature: checkoutSignature(SECRET, sha512, '', 'sha512') };
    expect(hasValidSignature(SECRET, signed)).toBe(true);
    expect(hasValidSignature(SECRET, { ...signed, 'checkout-algorithm': 'sha256' })).toBe(false);
  });
});

describe('the Paytrail adapter', () => {
  it("creates the payment with a signed request and answers the chosen method's form", async () => {
    const logged: unknown[] = [];
    const api = fakeApi(() => ({ status: 201, json: CREATED }));
    const form = await adapter(api.fetch, logged).createPayment(ORDER);
    expect(form).toEqual({
      url: 'https://bank.example/nordea',
      parameters: [{ name: 'NET_VERSION', value: '002' }],
      transactionId: CREATED.transactionId,
    });
    const [request] = api.sent;
    expect(request!.url).toBe('https://services.paytrail.example/payments');
    expect(request!.method).toBe('POST');
    expect(hasValidSignature(SECRET, request!.headers, request!.body)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      stamp: 'stamp-1',
      amount: 1525,
      currency: 'EUR',
      language: 'FI',
      customer: { email: 'maksut@example.com' },
      redirectUrls: { success: ORDER.returnUrl, cancel: ORDER.returnUrl },
      callbackUrls: ORDER.callbackUrls,
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ paytrailRequestId: 'paytrail-request-1', status: 201 }),
    );
  });

  it('refuses an answer signed with another key, unsigned, or without the chosen method', async () => {
    const forged = fakeApi(() => ({ status: 201, json: CREATED, secret: 'other' }));
    await expect(adapter(forged.fetch).createPayment(ORDER)).rejects.toThrow(PaymentProviderError);
    const unsigned = fakeApi(() => ({ status: 201, json: CREATED, sign: false }));
    await expect(adapter(unsigned.fetch).createPayment(ORDER)).rejects.toThrow(
      PaymentProviderError,
    );
    const other = fakeApi(() => ({ status: 201, json: CREATED }));
    await expect(adapter(other.fetch).createPayment({ ...ORDER, method: 'aktia' })).rejects.toThrow(
      PaymentProviderError,
    );
    const refused = fakeApi(() => ({ status: 401, json: { status: 'error', message: 'x' } }));
    await expect(adapter(refused.fetch).createPayment(ORDER)).rejects.toThrow(PaymentProviderError);
  });

  it('asks the status with checkout-transaction-id and reads the signed answer', async () => {
    const id = '681538c4-fc84-11e9-83bc-2ffcef4c3453';
    const api = fakeApi(() => ({
      status: 200,
      json: {
        transactionId: id,
        status: 'ok',
        amount: 1689,
        currency: 'EUR',
        reference: '4940046476',
        stamp: '15725981193483',
        createdAt: '2019-11-01T10:48:39.979Z',
        provider: 'osuuspankki',
      },
    }));
    const result = await adapter(api.fetch).paymentStatus(id);
    expect(result).toEqual({
      account: 375917,
      amountCents: 1689,
      stamp: '15725981193483',
      reference: '4940046476',
      transactionId: id,
      status: 'ok',
      provider: 'osuuspankki',
    });
    expect(api.sent[0]!.method).toBe('GET');
    expect(api.sent[0]!.headers['checkout-transaction-id']).toBe(id);
    expect(api.sent[0]!.headers['checkout-method']).toBe('GET');
    expect(hasValidSignature(SECRET, api.sent[0]!.headers, '')).toBe(true);
    const forged = fakeApi(() => ({ status: 200, json: { transactionId: id }, secret: 'x' }));
    expect(await adapter(forged.fetch).paymentStatus(id)).toBeNull();
    expect(await adapter(fakeApi(() => ({ status: 404 })).fetch).paymentStatus(id)).toBeNull();
  });

  it('lists the grouped providers as methods with their SVG logos', async () => {
    const api = fakeApi(() => ({
      status: 200,
      json: {
        terms: 'terms',
        groups: [
          {
            id: 'mobile',
            name: 'Mobiilimaksutavat',
            icon: 'i',
            svg: 's',
            providers: [{ ...CREATED.providers[0], id: 'mobilepay', name: 'MobilePay' }],
          },
          {
            id: 'bank',
            name: 'Pankkimaksutavat',
            icon: 'i',
            svg: 's',
            providers: CREATED.providers,
          },
          { id: 'credit', name: 'Empty', icon: 'i', svg: 's', providers: [] },
        ],
        providers: [],
      },
    }));
    const groups = await adapter(api.fetch).paymentMethods('se', 1525);
    expect(groups).toEqual([
      {
        id: 'mobile',
        name: 'Mobiilimaksutavat',
        methods: [{ id: 'mobilepay', name: 'MobilePay', logo: 'https://i/n.svg' }],
      },
      {
        id: 'bank',
        name: 'Pankkimaksutavat',
        methods: [{ id: 'nordea', name: 'Nordea', logo: 'https://i/n.svg' }],
      },
    ]);
    expect(api.sent[0]!.url).toBe(
      'https://services.paytrail.example/merchants/grouped-payment-providers?language=SV&amount=1525',
    );
  });

  it('refunds through the API; a 422 means the refund goes to the bank account instead', async () => {
    const request = {
      transactionId: 't-1',
      amountCents: 500,
      refundStamp: 'refund-1',
      refundReference: 'ref',
      callbackUrls: { success: 'https://p/s', cancel: 'https://p/c' },
    };
    const accepted = fakeApi(() => ({
      status: 201,
      json: { provider: 'osuuspankki', status: 'ok', transactionId: 'r-1' },
    }));
    expect(await adapter(accepted.fetch).refund(request)).toEqual({
      outcome: 'accepted',
      status: 'ok',
      transactionId: 'r-1',
    });
    expect(accepted.sent[0]!.url).toBe('https://services.paytrail.example/payments/t-1/refund');
    expect(JSON.parse(accepted.sent[0]!.body)).toMatchObject({
      amount: 500,
      refundStamp: 'refund-1',
    });
    const notSupported = fakeApi(() => ({ status: 422, json: { status: 'error', message: 'no' } }));
    expect(await adapter(notSupported.fetch).refund(request)).toEqual({ outcome: 'toAccount' });
    const broken = fakeApi(() => ({ status: 400, json: { status: 'error', message: 'no' } }));
    expect(await adapter(broken.fetch).refund(request)).toEqual({ outcome: 'failed' });
  });
});
