/** Invoice copies and the refund bank account (spec 4 and 5). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { bankAccounts } from '../src/db/schema';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const validator = new ResponseValidator(loadContract());

describe.each(DATABASE_KINDS)('case actions on %s', (kind) => {
  const { app } = useTestApp(kind);

  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: withSession(token), payload });
  const debtorData = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject;

  describe('refund bank account', () => {
    /** Sanna (debtor 6) identified with online banking: the refund account needs it. */
    const identifiedSanna = () => strongSession(app, 6);

    it('asks a case-number login to identify first and stores nothing', async () => {
      const weak = await weakSession(app, '6000001', '66666666');
      const res = await post('/api/debtor/updateIban', weak, {
        iban: 'FI2650000120000011',
        bic: 'NDEAFIHH',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 1,
        ErrorCode: 'error.refund.identify',
        responseObject: null,
      });
      expect(validator.check('updateIban', 403, res.json()).valid).toBe(true);
      expect((await debtorData(weak)).bankAccounts).toEqual([]);
    });

    it('adds a Finnish IBAN with the BIC of its bank code and records the 5 euro charge', async () => {
      const sanna = await identifiedSanna();
      const res = await post('/api/debtor/updateIban', sanna, {
        iban: 'FI2650000120000011',
        bic: 'NDEAFIHH',
      });
      expect(res.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      expect(validator.check('updateIban', 200, res.json()).valid).toBe(true);
      const accounts = (await debtorData(sanna)).bankAccounts;
      // The server's own lookup, not the BIC the client sent.
      expect(accounts[0]).toMatchObject({ iban: 'FI2650000120000011', bic: 'OKOYFIHH' });
      const rows = await app.database.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.iban, 'FI2650000120000011'));
      expect(rows[0]!.refundChargeCents).toBe(500);
    });

    it('refuses a wrong check, an unknown bank code, other countries and lengths', async () => {
      const sanna = await identifiedSanna();
      expect(
        (
          await post('/api/debtor/updateIban', sanna, {
            iban: 'FI2112345600000786',
            bic: 'NDEAFIHH',
          })
        ).json(),
      ).toEqual({ status: 1, ErrorCode: 'validIbanMsg', responseObject: false });
      expect(
        (
          await post('/api/debtor/updateIban', sanna, {
            iban: 'FI5799999999999999',
            bic: 'NDEAFIHH',
          })
        ).json(),
      ).toEqual({ status: 1, ErrorCode: 'ibanCouldNotBeAdded', responseObject: false });
      for (const iban of [
        'SE4550000000058398257466',
        'FI211234560000078',
        'DE21123456000007850',
        'fi2112345600000785',
      ]) {
        expect(
          (await post('/api/debtor/updateIban', sanna, { iban, bic: 'NDEAFIHH' })).statusCode,
        ).toBe(400);
      }
    });
  });

  describe('invoice copy', () => {
    it('requests a copy of chosen bills; the pending request is reported with its date', async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      const debt = (await debtorData(aino)).debts[0];
      expect(debt.isInvoiceCopyRequestAllowed).toBe(true);
      const billNrs = debt.bills
        .filter((b: { type: number }) => b.type === 1)
        .map((b: { nr: number }) => b.nr);
      const res = await post('/api/orders/invoiceCopyRequest', aino, {
        orderNr: debt.orderNr,
        billNrs: [billNrs[0]],
        email: 'aino@example.org',
      });
      expect(res.json().status).toBe(0);
      expect(validator.check('requestInvoiceCopy', 200, res.json()).valid).toBe(true);
      const { key, value } = res.json().responseObject;
      expect(key).toBeGreaterThan(0);
      const after = (await debtorData(aino)).debts[0];
      expect(after.invoiceCopyRequested).toBe(true);
      expect(after.invoiceRequested).toBeTruthy();
      expect(after.dueDate >= debt.dueDate).toBe(true);
      // The answer's value is the date the debt is now due, as the debt itself says.
      expect(value).toBe(after.dueDate);
      const again = await post('/api/orders/invoiceCopyRequest', aino, {
        orderNr: debt.orderNr,
        billNrs: [billNrs[0]],
        email: 'aino@example.org',
      });
      expect(again.json().responseObject).toEqual({ key, value });
    });

    it("refuses another debtor's order, bills of another debt and debts without the flag", async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      const matti = await strongSession(app, 2);
      const mattiDebts = (await debtorData(matti)).debts;
      const mattiBill = mattiDebts[0].bills[0].nr;
      expect(
        (
          await post('/api/orders/invoiceCopyRequest', aino, {
            orderNr: 2000001,
            billNrs: [mattiBill],
            email: 'a@example.org',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await post('/api/orders/invoiceCopyRequest', aino, {
            orderNr: 1000001,
            billNrs: [mattiBill],
            email: 'a@example.org',
          })
        ).statusCode,
      ).toBe(404);
      const notAllowed = mattiDebts.find(
        (d: { isInvoiceCopyRequestAllowed: boolean; debtSummary: { state: { ended: boolean } } }) =>
          !d.isInvoiceCopyRequestAllowed && !d.debtSummary.state.ended,
      );
      expect(notAllowed).toBeTruthy();
      const res = await post('/api/orders/invoiceCopyRequest', matti, {
        orderNr: notAllowed.orderNr,
        billNrs: [notAllowed.bills[0].nr],
        email: 'm@example.org',
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
