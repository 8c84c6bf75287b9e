/**
 * Payment plans, suggested plans and due-date transfers (spec 4, 5 and 8): cents that add up,
 * payment days, the minimum amount, maximum length, joint plans, accept and decline, and every
 * due-date rule with its result code.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toCents } from '@portal/openapi/money';
import { cents } from '../src/lib/money';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { debts, installments, paymentPlanDebts, paymentPlans } from '../src/db/schema';
import { addDays, dayjs, todayInHelsinki } from '../src/lib/dates';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const validator = new ResponseValidator(loadContract());

interface Installment {
  sequence: number;
  dueDate: string;
  amount: number;
  capital: number;
  costs: number;
  interest: number;
}

describe.each(DATABASE_KINDS)('payment plans and due dates on %s', (kind) => {
  const { app } = useTestApp(kind);

  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: withSession(token), payload });
  const debtorData = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject;
  const calc = (token: string, DebtNrs: number[], Amount: number, DateSelection = 0) =>
    post('/api/paymentPlan/calculate', token, {
      DebtNrs,
      Type: 0,
      Amount,
      DateSelection,
      Create: false,
    });
  const create = (token: string, DebtNrs: number[], Amount: number, DateSelection = 0) =>
    post('/api/paymentPlan/create', token, {
      DebtNrs,
      Type: 0,
      Amount,
      DateSelection,
      Create: true,
    });

  describe('calculation and creation', () => {
    it('adds up exactly in cents, on the chosen payment day', async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      const debt = (await debtorData(aino)).debts[0];
      for (const selection of [0, 1, 2]) {
        const res = await calc(aino, [debt.nr], 50, selection);
        expect(res.json().status, res.body).toBe(0);
        expect(validator.check('calculatePaymentPlan', 200, res.json()).errors ?? []).toEqual([]);
        const result = res.json().responseObject;
        const rows: Installment[] = result.paymentPlan.installments;
        for (const row of rows) {
          expect(toCents(row.amount)).toBe(
            toCents(row.capital) + toCents(row.costs) + toCents(row.interest),
          );
          const date = dayjs.utc(row.dueDate);
          if (selection === 0) expect(date.date()).toBe(1);
          if (selection === 1) expect(date.date()).toBe(15);
          if (selection === 2) expect(date.date()).toBe(date.daysInMonth());
        }
        const sum = (key: keyof Installment) =>
          rows.reduce((s, r) => s + toCents(r[key] as number), 0);
        expect(sum('capital')).toBe(toCents(result.totalCapital));
        expect(sum('costs')).toBe(toCents(result.totalCost));
        expect(sum('interest')).toBe(toCents(result.totalInterest));
        // Capital and costs are exactly what is left of the debt and the written-plan charge,
        // on top of the interest (Aino: principal over 100 euros, more than four installments).
        expect(result.planCharge).toEqual({
          amount: 30,
          legalMaximum: 30,
          chargeablePlans: 2,
          chargedPlansBefore: 0,
        });
        const charge = toCents(result.planCharge.amount);
        expect(sum('capital') + sum('costs')).toBeLessThanOrEqual(
          toCents(debt.debtSummary.left) + charge,
        );
        expect(sum('amount')).toBeGreaterThanOrEqual(toCents(debt.debtSummary.left) + charge);
        expect(result.maximumLengthInMonths).toBe(debt.paymentPlanParameters.maximumLengthInMonths);
        expect(result.minimumAmount).toBeLessThan(50);
        expect(rows.slice(0, -1).every((r) => toCents(r.amount) === 5000)).toBe(true);
        expect(rows.length).toBeLessThanOrEqual(debt.paymentPlanParameters.maximumLengthInMonths);
        expect(rows[0]!.dueDate > todayInHelsinki()).toBe(true);
      }
    });

    it('returns the minimum amount for the maximum length; create refuses less and accepts it', async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      const data = await debtorData(aino);
      const debt = data.debts[0];
      const res = (await calc(aino, [debt.nr], 5)).json().responseObject;
      const rows: Installment[] = res.paymentPlan.installments;
      expect(rows.length).toBeLessThanOrEqual(debt.paymentPlanParameters.maximumLengthInMonths);
      const minimum = rows[1]!.amount;
      expect(minimum).toBeGreaterThan(5);
      expect(res.minimumAmount).toBe(minimum);
      expect(res.paymentPlan.price).toBe(minimum);
      // One cent less does not fit the maximum length.
      const below = (await calc(aino, [debt.nr], minimum - 0.01)).json().responseObject;
      expect(below.paymentPlan.installments[1].amount).toBe(minimum);
      expect((await create(aino, [debt.nr], 5)).json()).toEqual({
        status: 1,
        ErrorCode: 'error.server.0',
        responseObject: false,
      });
      const created = await create(aino, [debt.nr], minimum);
      expect(created.json()).toEqual({ status: 0, ErrorCode: null, responseObject: true });
      const after = await debtorData(aino);
      const plan = after.paymentPlans.find((p: { debts: { nr: number }[] }) =>
        p.debts.some((d) => d.nr === debt.nr),
      );
      expect(plan.paymentPlanType).toBe(0);
      expect(plan.awaitingFirstPayment).toBe(false);
      expect(plan.installments).toHaveLength(rows.length);
      // The charge became a cost of the debt: the debt and the plan add up the same.
      const debtAfter = after.debts.find((d: { nr: number }) => d.nr === debt.nr);
      expect(toCents(debtAfter.debtSummary.left)).toBe(
        toCents(debt.debtSummary.left) + toCents(res.planCharge.amount),
      );
      expect(toCents(plan.summary.total)).toBe(
        toCents(res.totalCapital) + toCents(res.totalCost) + toCents(res.totalInterest),
      );
      // A second plan over the same debt is refused.
      expect((await create(aino, [debt.nr], minimum)).json().status).toBe(1);
      expect((await calc(aino, [debt.nr], minimum)).json().status).toBe(1);
      // The first installment of a plan cannot be moved (result 2).
      const moved = await post('/api/duedate/transfer', aino, {
        DebtorNr: data.debtor.nr,
        DebtNr: debt.nr,
        NewDuedate: addDays(plan.installments[0].duedate, 1),
      });
      expect(moved.json()).toMatchObject({
        status: 1,
        ErrorCode: 5,
        responseObject: { result: 2 },
      });
    });

    it('creates a joint plan over several debts', async () => {
      const matti = await strongSession(app, 2);
      // Two debts of their own for this test (the due-date tests use the others).
      await app.database.db
        .update(debts)
        .set({ planAllowed: true, planMaxMonths: 12 })
        .where(eq(debts.nr, 200002));
      await app.database.db
        .update(debts)
        .set({ planAllowed: true, planMaxMonths: 6 })
        .where(eq(debts.nr, 200003));
      const data = await debtorData(matti);
      const candidates = data.debts.filter((d: { nr: number }) => [200002, 200003].includes(d.nr));
      expect(candidates).toHaveLength(2);
      const nrs = candidates.slice(0, 2).map((d: { nr: number }) => d.nr);
      const total = candidates
        .slice(0, 2)
        .reduce(
          (s: number, d: { debtSummary: { left: number } }) => s + toCents(d.debtSummary.left),
          0,
        );
      const calculated = (await calc(matti, nrs, 100)).json().responseObject;
      const capitalAndCosts = calculated.paymentPlan.installments.reduce(
        (s: number, r: Installment) => s + toCents(r.capital) + toCents(r.costs),
        0,
      );
      expect(capitalAndCosts).toBeLessThanOrEqual(total);
      const amount = calculated.paymentPlan.price;
      expect((await create(matti, nrs, amount)).json().responseObject).toBe(true);
      const plan = (await debtorData(matti)).paymentPlans.find(
        (p: { isJointPaymentPlan: boolean; paymentPlanType: number }) =>
          p.isJointPaymentPlan && p.paymentPlanType === 0,
      );
      expect(plan.debts.map((d: { nr: number }) => d.nr).sort()).toEqual([...nrs].sort());
    });

    it('refuses tampering: another debtor, more than is left, three decimals, ended debts', async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      expect((await calc(aino, [200002], 50)).statusCode).toBe(404);
      expect((await calc(aino, [100001], 1_000_000)).statusCode).toBe(400);
      expect((await calc(aino, [100001], 50.005)).statusCode).toBe(400);
      expect((await calc(aino, [100001], 4)).statusCode).toBe(400);
      const matti = await strongSession(app, 2);
      expect((await calc(matti, [200005], 50)).json().status).toBe(1);
    });
  });

  describe('suggested plans', () => {
    it('decline ends the suggestion irrevocably; accept makes a suggestion active (type 2)', async () => {
      const juha = await strongSession(app, 7);
      const confirm = (orderNr: number, msNr: number, accept: boolean, token = juha) =>
        post('/api/orders/confirmSuggestedPaymentPlan', token, { orderNr, msNr, accept });
      const aino = await weakSession(app, '1000001', '11111111');
      expect((await confirm(7000003, 7002, true, aino)).statusCode).toBe(404);
      expect((await confirm(7000001, 7002, true)).statusCode).toBe(404);
      // An active plan is not a suggestion.
      expect((await confirm(7000001, 7001, true)).json()).toEqual({
        status: 1,
        ErrorCode: 'confirmPaymentPlan.0',
        responseObject: 0,
      });
      const declined = await confirm(7000003, 7002, false);
      expect(declined.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 2 });
      expect(validator.check('confirmSuggestedPaymentPlan', 200, declined.json()).valid).toBe(true);
      const after = await debtorData(juha);
      expect(after.paymentPlans.some((p: { nr: number }) => p.nr === 7002)).toBe(false);
      expect((await confirm(7000003, 7002, true)).statusCode).toBe(404);

      // A new suggestion on the same debt, accepted.
      const db = app.database.db;
      const [plan] = await db
        .insert(paymentPlans)
        .values({ debtorNr: 7, type: 4 })
        .returning({ nr: paymentPlans.nr });
      await db.insert(paymentPlanDebts).values({ planNr: plan!.nr, debtNr: 700003 });
      await db.insert(installments).values({
        planNr: plan!.nr,
        sequence: 1,
        dueDate: addDays(todayInHelsinki(), 20),
        amountCents: cents(10_000),
        capitalCents: cents(10_000),
        debtLeftCents: cents(0),
      });
      expect((await confirm(7000003, plan!.nr, true)).json().responseObject).toBe(1);
      const accepted = (await debtorData(juha)).paymentPlans.find(
        (p: { nr: number }) => p.nr === plan!.nr,
      );
      expect(accepted.paymentPlanType).toBe(2);
      expect((await confirm(7000003, plan!.nr, false)).json().responseObject).toBe(0);
    });
  });

  describe('due-date transfer', () => {
    /** The first weekday on or after a date that is not a fixed holiday. */
    const weekday = (from: string) => {
      let day = from;
      while (
        [0, 6].includes(dayjs.utc(day).day()) ||
        ['12-24', '12-25', '12-26', '01-01', '01-06', '05-01', '12-06'].includes(day.slice(5))
      ) {
        day = addDays(day, 1);
      }
      return day;
    };
    const weekend = (from: string) => {
      let day = from;
      while (![0, 6].includes(dayjs.utc(day).day())) day = addDays(day, 1);
      return day;
    };
    const params = async (token: string, debtNr: number) => {
      const res = await app.inject({
        url: `/api/duedate/parameters/${debtNr}`,
        headers: withSession(token),
      });
      expect(
        validator.check('getDueDateParameters', res.statusCode, res.json()).errors ?? [],
      ).toEqual([]);
      return res.json().responseObject;
    };
    const transfer = (token: string, DebtorNr: number, DebtNr: number, NewDuedate: string) =>
      post('/api/duedate/transfer', token, { DebtorNr, DebtNr, NewDuedate });

    it('moves a debt due date once, costless while costless transfers are left', async () => {
      const matti = await strongSession(app, 2);
      const debt = (await debtorData(matti)).debts.find((d: { nr: number }) => d.nr === 200004);
      const p = await params(matti, 200004);
      expect(p).toMatchObject({ allow: true, result: null, transferResult: null });
      expect(p.maxNextDuedate).toBe(addDays(debt.dueDate, 30));
      await app.database.db
        .update(debts)
        .set({ costlessDueDateTransfersLeft: 1, dueDateTransferCostCents: cents(500) })
        .where(eq(debts.nr, 200004));
      expect((await params(matti, 200004)).cost).toBe(0);
      expect((await transfer(matti, 2, 200004, weekend(addDays(debt.dueDate, 1)))).statusCode).toBe(
        400,
      );
      expect((await transfer(matti, 2, 200004, addDays(debt.dueDate, 31))).statusCode).toBe(400);
      expect((await transfer(matti, 1, 200004, weekday(addDays(debt.dueDate, 2)))).statusCode).toBe(
        404,
      );
      const past = await transfer(matti, 2, 200004, weekday(addDays(todayInHelsinki(), -10)));
      expect(past.json()).toMatchObject({ status: 1, ErrorCode: 1, responseObject: { result: 1 } });
      const newDate = weekday(addDays(debt.dueDate, 20));
      const res = await transfer(matti, 2, 200004, newDate);
      expect(res.json()).toEqual({
        status: 0,
        ErrorCode: null,
        responseObject: { result: 0, newDuedate: newDate, cost: 0 },
      });
      expect(validator.check('transferDueDate', 200, res.json()).valid).toBe(true);
      const after = (await debtorData(matti)).debts.find((d: { nr: number }) => d.nr === 200004);
      expect(after.dueDate).toBe(newDate);
      expect(after.debtSummary.left).toBe(debt.debtSummary.left);
      const again = await transfer(matti, 2, 200004, weekday(addDays(newDate, 1)));
      expect(again.json()).toMatchObject({
        status: 1,
        ErrorCode: 5,
        responseObject: { result: 3 },
      });
      // The refusal's own reason before any try (spec 8: 3, moved already, advice to call).
      expect(await params(matti, 200004)).toMatchObject({
        allow: false,
        result: 5,
        transferResult: 3,
      });
    });

    it('charges the cost when no costless transfer is left and the date is 14 days or more after the later of today and the due date', async () => {
      const matti = await strongSession(app, 2);
      const debt = (await debtorData(matti)).debts.find((d: { nr: number }) => d.nr === 200001);
      await app.database.db
        .update(debts)
        .set({ costlessDueDateTransfersLeft: 0, dueDateTransferCostCents: cents(500) })
        .where(eq(debts.nr, 200001));
      expect((await params(matti, 200001)).cost).toBe(5);
      const base = debt.dueDate > todayInHelsinki() ? debt.dueDate : todayInHelsinki();
      const far = weekday(addDays(base, 14));
      const res = await transfer(matti, 2, 200001, far);
      expect(res.json().responseObject).toEqual({ result: 0, newDuedate: far, cost: 5 });
      const after = (await debtorData(matti)).debts.find((d: { nr: number }) => d.nr === 200001);
      expect(toCents(after.debtSummary.left)).toBe(toCents(debt.debtSummary.left) + 500);

      // Within 14 days there is no charge (another debt, same rule).
      await app.database.db
        .update(debts)
        .set({ state: 3, costlessDueDateTransfersLeft: 0, dueDateTransferCostCents: cents(500) })
        .where(eq(debts.nr, 200007));
      const other = (await debtorData(matti)).debts.find((d: { nr: number }) => d.nr === 200007);
      const otherBase = other.dueDate > todayInHelsinki() ? other.dueDate : todayInHelsinki();
      let near = weekday(addDays(otherBase, 1));
      if (near >= addDays(otherBase, 14)) near = weekday(addDays(otherBase, 2));
      const free = await transfer(matti, 2, 200007, near);
      expect(free.json().responseObject).toMatchObject({ result: 0, cost: 0 });
    });

    it('a debt in court cannot be moved (state block)', async () => {
      const matti = await strongSession(app, 2);
      expect(await params(matti, 200002)).toMatchObject({
        allow: false,
        result: 2,
        maxNextDuedate: null,
      });
      const res = await transfer(matti, 2, 200002, weekday(addDays(todayInHelsinki(), 5)));
      expect(res.json()).toMatchObject({ status: 1, ErrorCode: 2, responseObject: { result: 7 } });
    });

    it('moves the next installment of a plan once per plan, never after the following installment', async () => {
      const juha = await strongSession(app, 7);
      const plan = (await debtorData(juha)).paymentPlans.find((p: { nr: number }) => p.nr === 7001);
      const next = plan.nextInstallment;
      expect(next.sequence).toBeGreaterThan(1);
      const p = await params(juha, 700001);
      expect(p.allow).toBe(true);
      const following = plan.installments.find(
        (i: { sequence: number }) => i.sequence === next.sequence + 1,
      );
      expect(p.maxNextDuedate < following.duedate).toBe(true);
      const newDate = weekday(addDays(next.duedate, 3));
      const res = await transfer(juha, 7, 700002, newDate);
      expect(res.json().responseObject).toMatchObject({ result: 0, newDuedate: newDate });
      const after = (await debtorData(juha)).paymentPlans.find(
        (x: { nr: number }) => x.nr === 7001,
      );
      expect(after.nextInstallment.duedate).toBe(newDate);
      const again = await transfer(juha, 7, 700001, weekday(addDays(newDate, 1)));
      expect(again.json()).toMatchObject({
        status: 1,
        ErrorCode: 5,
        responseObject: { result: 4 },
      });
    });
  });
});
