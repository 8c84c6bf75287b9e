/**
 * SQL statements per request of the reads the front page and the single-debt view make, so a
 * change that brings back one query per row or per table fails here (`GET /api/debtor`
 * took 24). Each is the cookie's session lookup plus one read (the login page's announcements: one
 * read); settling due payments costs more only when some are due.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents } from '../src/lib/money';
import { debts, paymentTransactionItems, paymentTransactions } from '../src/db/schema';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

describe.each(DATABASE_KINDS)('statements per request on %s', (kind) => {
  const { app, database } = useTestApp(kind);

  /**
   * The request's answer and the statements the database received while it ran. The same read
   * runs once before (unless `warm` is false): on PGlite the first read of a kind also prepares
   * its statement, once per process.
   */
  async function counted(url: string, token?: string, warm = true) {
    if (warm) await app.inject({ url, headers: token ? withSession(token) : {} });
    const before = database.statementCount();
    const res = await app.inject({ url, headers: token ? withSession(token) : {} });
    return { res, statements: database.statementCount() - before };
  }

  it('GET /api/health: one', async () => {
    const { res, statements } = await counted('/api/health');
    expect(res.statusCode).toBe(200);
    expect(statements).toBe(1);
  });

  it('GET /api/debtor: session and one read, for seven debts as for one', async () => {
    const matti = await counted('/api/debtor', await strongSession(app, 2));
    expect(matti.res.json().responseObject.debts).toHaveLength(7);
    expect(matti.statements).toBe(2);
    const aino = await counted('/api/debtor', await weakSession(app, '1000001', '11111111'));
    expect(aino.res.json().responseObject.debts).toHaveLength(1);
    expect(aino.statements).toBe(2);
    // Settlements under way, plans and a payment pending at the bank change nothing.
    for (const debtorNr of [4, 5, 7, 9]) {
      const { res, statements } = await counted('/api/debtor', await strongSession(app, debtorNr));
      expect(res.statusCode).toBe(200);
      expect(statements, `debtor ${debtorNr}`).toBe(2);
    }
  });

  it('GET /api/announcements (the login page): one', async () => {
    const { res, statements } = await counted('/api/announcements');
    expect(res.statusCode).toBe(200);
    expect(statements).toBe(1);
  });

  it('GET /api/payments/pending: session and one read, strong and weak', async () => {
    const { res, statements } = await counted('/api/payments/pending', await strongSession(app, 9));
    expect(res.json().responseObject.pending).toBe(true);
    expect(statements).toBe(2);
    const weak = await counted(
      '/api/payments/pending',
      await weakSession(app, '9000001', '99999999'),
    );
    expect(weak.res.json().responseObject.pending).toBe(true);
    expect(weak.statements).toBe(2);
  });

  it('GET /api/duedate/parameters: session and one read, with a plan and without', async () => {
    const juha = await strongSession(app, 7);
    const [planned] = await database.db
      .select({ nr: debts.nr })
      .from(debts)
      .where(and(eq(debts.debtorNr, 7), eq(debts.orderNr, 7000001)));
    const withPlan = await counted(`/api/duedate/parameters/${planned!.nr}`, juha);
    expect(withPlan.res.json().status).toBe(0);
    expect(withPlan.statements).toBe(2);
    const aino = await strongSession(app, 1);
    const [own] = await database.db
      .select({ nr: debts.nr })
      .from(debts)
      .where(eq(debts.debtorNr, 1));
    const withoutPlan = await counted(`/api/duedate/parameters/${own!.nr}`, aino);
    expect(withoutPlan.res.json().responseObject.allow).toBe(true);
    expect(withoutPlan.statements).toBe(2);
    const weak = await counted(
      `/api/duedate/parameters/${own!.nr}`,
      await weakSession(app, '1000001', '11111111'),
    );
    expect(weak.res.json().responseObject.allow).toBe(true);
    expect(weak.statements).toBe(2);
  });

  it('books a payment due for settlement first, then reads again', async () => {
    const token = await strongSession(app, 1);
    const [debt] = await database.db.select().from(debts).where(eq(debts.debtorNr, 1));
    const first = (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json()
      .responseObject.debts[0];
    const [tx] = await database.db
      .insert(paymentTransactions)
      .values({
        debtorNr: 1,
        stamp: `statements-test-${kind}`,
        provider: 'sandbox',
        paymentType: 'custom',
        amountCents: cents(500),
        status: 'pending',
        settleAt: new Date(Date.now() - 1000),
      })
      .returning({ id: paymentTransactions.id });
    await database.db
      .insert(paymentTransactionItems)
      .values({ transactionId: tx!.id, debtNr: debt!.nr, amountCents: cents(500) });
    const { res, statements } = await counted('/api/debtor', token, false);
    const after = res.json().responseObject.debts[0];
    expect(Math.round(after.debtSummary.totalPaid * 100)).toBe(
      Math.round(first.debtSummary.totalPaid * 100) + 500,
    );
    expect(statements).toBeGreaterThan(2);
    // Booked once: the next read is back to two statements.
    expect((await counted('/api/debtor', token)).statements).toBe(2);
  });
});
