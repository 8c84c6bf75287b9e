/**
 * The one input check (src/http/input.ts): control characters answer 400
 * `error.input.0` and store nothing, line breaks only in multi-line texts, numbers finite from
 * every source, amounts with two decimals at most; a crash logs no typed text.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { withSession, strongSession, uniqueAddress, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const INPUT_ERROR = { status: 1, ErrorCode: 'error.input.0', responseObject: null };
const TYPED = 'Typed-by-the-user-7f3a';

describe.each(DATABASE_KINDS)('input checks on %s', (kind) => {
  let aino: string;
  const logLines: string[] = [];

  const { app, database } = useTestApp(kind, () => ({
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  }));

  beforeAll(async () => {
    // A route that fails the way a database does: its message quotes what was typed.
    app.post('/api/test-crash', async (request) => {
      throw new Error(`invalid input syntax: "${JSON.stringify(request.body)}"`);
    });
    aino = await weakSession(app, '1000001', '11111111');
  });

  const feedbackCount = async () =>
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM feedback`))[0]!
      .n;
  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: uniqueAddress(),
      headers: { 'content-type': 'application/json', ...(token ? withSession(token) : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses NUL and other control characters in texts with error.input.0 and stores nothing', async () => {
    const before = await feedbackCount();
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u0085b',
      'a\u2028b',
      'a\u202eb',
      'a\ud800b',
    ]) {
      const res = await post('/api/feedback/save', {
        FeedbackType: 1,
        OrderNr: 0,
        Smiley: 1,
        Comment: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual(INPUT_ERROR);
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('allows line breaks only where the text is multi-line, stored as \\n', async () => {
    const saved = await post('/api/feedback/save', {
      FeedbackType: 1,
      OrderNr: 0,
      Smiley: 1,
      Comment: 'Hyvä\r\npalvelu',
    });
    expect(saved.json().status).toBe(0);
    const [row] = await queryRows<{ comment: string }>(
      database.db,
      sql`SELECT comment FROM feedback ORDER BY nr DESC LIMIT 1`,
    );
    expect(row!.comment).toBe('Hyvä\npalvelu');
    // The payment cart's description is one line.
    const data = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json()
      .responseObject;
    const cart = (description: string, amount: number | string = 5) =>
      `{"DebtorNr":${data.debtor.nr},"Method":"nordea","Language":"en","PaymentItem":null,"PaymentCart":[{"debtNr":${data.debts[0].nr},"description":${JSON.stringify(description)},"amount":${amount},"paymentType":"custom","msnr":null}]}`;
    const broken = await post('/api/payments/getPaymentFormData', cart('one\ntwo'), aino);
    expect(broken.json()).toEqual(INPUT_ERROR);
    expect((await post('/api/payments/getPaymentFormData', cart('one'), aino)).json().status).toBe(
      0,
    );
  });

  it('refuses amounts with three decimals and numbers that are not finite, from JSON and paths', async () => {
    const data = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json()
      .responseObject;
    const cart = (amount: string) =>
      `{"DebtorNr":${data.debtor.nr},"Method":"nordea","Language":"en","PaymentItem":null,"PaymentCart":[{"debtNr":${data.debts[0].nr},"description":"x","amount":${amount},"paymentType":"custom","msnr":null}]}`;
    for (const amount of ['5.005', '1e309', '-1e309', '0.001']) {
      const res = await post('/api/payments/getPaymentFormData', cart(amount), aino);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().status).toBe(1);
    }
    for (const amount of ['5.07', '5.1', '5']) {
      const res = await post('/api/payments/getPaymentFormData', cart(amount), aino);
      expect(res.json().status, amount).toBe(0);
    }
    const strong = await strongSession(app, 1);
    for (const url of [
      '/api/duedate/parameters/1e309',
      '/api/duedate/parameters/99999999999999999999',
    ]) {
      expect((await app.inject({ url, headers: withSession(strong) })).statusCode, url).toBe(400);
    }
  });

  it('refuses 1e309 and control characters in multipart parts', async () => {
    const debt = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json()
      .responseObject.debts[0];
    const send = async (parts: [string, string][]) => {
      const form = new FormData();
      for (const [name, value] of parts) form.append(name, value);
      const encoded = new Response(form);
      return app.inject({
        method: 'POST',
        url: '/api/orders/reclamationRequest',
        headers: { ...withSession(aino), 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    const parts = (over: Record<string, string>): [string, string][] =>
      Object.entries({
        orderNr: String(debt.orderNr ?? '1000001'),
        basis: 'invoiceContent',
        text: 'The invoice amount is wrong.',
        name: 'Aino Virtanen',
        email: 'aino@example.org',
        billNrs: String(debt.bills[0].nr),
        ...over,
      });
    for (const [over, status] of [
      [{ orderNr: '1e309' }, 400],
      [{ billNrs: '1e309' }, 400],
      [{ name: 'Aino\u0000' }, 400],
      [{ name: 'Aino\nVirtanen' }, 400],
    ] as const) {
      const res = await send(parts(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
    }
    const nul = await send(parts({ text: 'The invoice\u0000 amount is wrong.' }));
    expect(nul.json()).toEqual(INPUT_ERROR);
  });

  it('logs an unexpected failure without what was typed', async () => {
    const res = await post('/api/test-crash', { text: TYPED });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 1, ErrorCode: 'error.server.0', responseObject: null });
    const errors = logLines.filter((line) => /"level":(5\d|60)/.test(line));
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line).not.toContain(TYPED);
    expect(errors.join('\n')).toContain('"type":"Error"');
  });
});
