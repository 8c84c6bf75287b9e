/** Logging in as each persona of docs/demo-personas.md returns what that document says. */
import { describe, expect, it } from 'vitest';
import type { components } from '@portal/openapi';
import { addDays, todayInHelsinki } from '../src/lib/dates';
import { jointPlanPossible } from '../src/rules/debt-rules';
import {
  withSession,
  loginWeak,
  strongSession,
  weakSession,
  sessionSecretSet,
} from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

type DebtorData = components['schemas']['DebtorData'];

describe.each(DATABASE_KINDS)('demo personas on %s', (kind) => {
  const today = todayInHelsinki();

  const { app } = useTestApp(kind);

  async function debtorData(token: string): Promise<DebtorData> {
    const res = await app.inject({ url: '/api/debtor', headers: withSession(token) });
    expect(res.statusCode).toBe(200);
    return res.json().responseObject as DebtorData;
  }
  const weak = async (caseNumber: string, onlineId: string) =>
    debtorData(await weakSession(app, caseNumber, onlineId));
  const strong = async (debtorNr: number) => debtorData(await strongSession(app, debtorNr));

  it('1 Aino Virtanen: one debt in collection due in 10 days, electricity bills, e-mail but no phone', async () => {
    const data = await weak('1000001', '11111111');
    expect(data.debtor.name).toBe('Aino Virtanen');
    expect(data.debts).toHaveLength(1);
    const debt = data.debts[0]!;
    expect(debt.debtSummary.state).toMatchObject({ state: 3, ended: false });
    expect(debt.dueDate).toBe(addDays(today, 10));
    const invoices = debt.bills.filter((b) => b.type === 1);
    expect(invoices).toHaveLength(2);
    expect(invoices.every((b) => b.claimType === 11)).toBe(true);
    expect(debt.payments).toHaveLength(1);
    expect(debt.paymentPlanParameters).toEqual({ allow: true, maximumLengthInMonths: 12 });
    expect(debt.isInvoiceCopyRequestAllowed).toBe(true);
    expect(debt.isReclamationAllowed).toBe(true);
    expect(debt.expirationActions.map((a) => a.action).sort()).toEqual([1, 2]);
    expect(data.debtor.contactInformation.emails).toHaveLength(1);
    expect(data.debtor.contactInformation.phones).toHaveLength(0);
    // Figures add up: total = bills, left = total - paid.
    const billTotal = debt.bills.reduce((s, b) => s + Math.round(b.total * 100), 0);
    expect(Math.round(debt.debtSummary.total * 100)).toBe(billTotal);
    expect(Math.round(debt.debtSummary.left * 100)).toBe(
      billTotal - Math.round(debt.debtSummary.totalPaid * 100),
    );
  });

  it('1 Aino Virtanen: the token link DEMO-TOKEN-AINO logs in with type 4', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { LoginType: 4, Token: 'DEMO-TOKEN-AINO' },
    });
    expect(res.json()).toMatchObject({ status: 0, ErrorCode: null, expires_in: 1800 });
    const data = await debtorData(sessionSecretSet(res)!);
    expect(data.debts.map((d) => d.orderNr)).toEqual([1000001]);
  });

  it('2 Matti Meikäläinen: a weak login shows its one case and the multiple-debts flag', async () => {
    const data = await weak('2000001', '22222222');
    expect(data.debts.map((d) => d.orderNr)).toEqual([2000001]);
    expect(data.debts[0]!.debtSummary.state.state).toBe(2);
    expect(data.debts[0]!.dueDate).toBe(addDays(today, 1));
    expect(data.debtor.hasMultipleDebts).toBe(true);
    expect(data.debtor.isPerson).toBe(true);
  });

  it('2 Matti Meikäläinen: every case logs in with its own online ID, ended ones answer code 4', async () => {
    const expected: [string, string, number][] = [
      ['2000002', '22222223', 4],
      ['2000003', '22222224', 5],
      ['2000004', '22222225', 1],
      ['2000007', '22222228', 6],
    ];
    for (const [caseNumber, onlineId, state] of expected) {
      const data = await weak(caseNumber, onlineId);
      expect(data.debts.map((d) => [String(d.orderNr), d.debtSummary.state.state])).toEqual([
        [caseNumber, state],
      ]);
    }
    for (const [caseNumber, onlineId] of [
      ['2000005', '22222226'],
      ['2000006', '22222227'],
    ] as const) {
      expect((await loginWeak(app, caseNumber, onlineId)).json()).toMatchObject({
        status: 1,
        ErrorCode: 4,
      });
    }
  });

  it('2 Matti Meikäläinen: a strong login shows all seven debts in their states, a joint plan possible', async () => {
    const data = await strong(2);
    const states = Object.fromEntries(data.debts.map((d) => [d.orderNr, d.debtSummary.state]));
    expect(Object.keys(states)).toHaveLength(7);
    expect(states[2000001]).toMatchObject({ state: 2, ended: false });
    expect(states[2000002]).toMatchObject({ state: 4, colorGroup: 'danger', ended: false });
    expect(states[2000003]).toMatchObject({ state: 5, ended: false });
    expect(states[2000004]).toMatchObject({ state: 1, ended: false });
    expect(states[2000005]).toMatchObject({ state: 8, ended: true });
    expect(states[2000006]).toMatchObject({ state: 9, ended: true });
    expect(states[2000007]).toMatchObject({ state: 6, ended: false });
    const byOrder = Object.fromEntries(data.debts.map((d) => [d.orderNr, d]));
    expect(byOrder[2000004]!.dueDate).toBe(addDays(today, 40));
    expect(byOrder[2000002]!.isReclamationAllowed).toBe(false);
    expect(byOrder[2000005]!.endDate).not.toBeNull();
    expect(byOrder[2000007]!.showDebtRestructuringWarning).toBe(true);
    expect(byOrder[2000007]!.debtReliefTotalSum).toBe(612.5);
    expect(byOrder[2000007]!.orderDebtRestructuringDebtID).toBe('VJ-2024-01873');
    expect(data.summary.openDebts).toBe(5);
    expect(
      jointPlanPossible(
        data.debts.map((d) => ({
          ended: d.debtSummary.state.ended,
          hasPlan: d.paymentPlan !== null,
          planAllowed: d.paymentPlanParameters.allow,
        })),
      ),
    ).toBe(true);
    // State order sorts the most urgent first.
    const orders = data.debts
      .map((d) => d.debtSummary.state)
      .sort((a, b) => a.order - b.order)
      .map((s) => s.state);
    expect(orders.slice(0, 2)).toEqual([5, 4]);
  });

  it('3 Rakennus Esimerkki Oy: a company; the business ID widens the weak login to both cases', async () => {
    const token = await weakSession(app, '3000001', '33333333');
    const weakData = await debtorData(token);
    expect(weakData.debtor).toMatchObject({
      name: 'Rakennus Esimerkki Oy',
      isCompany: true,
      isPerson: false,
    });
    expect(weakData.debts.map((d) => d.orderNr)).toEqual([3000001]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: withSession(token),
      payload: { LoginType: 3, Identifier: '2736145-5' },
    });
    expect(res.json().status).toBe(0);
    const overall = await debtorData(sessionSecretSet(res)!);
    expect(overall.debts.map((d) => d.orderNr).sort()).toEqual([3000001, 3000002]);
    expect((await weak('3000002', '33333334')).debts.map((d) => d.orderNr)).toEqual([3000002]);
  });

  it('4 Liisa Korhonen: in court with a court decision available and not downloaded', async () => {
    const data = await weak('4000001', '44444444');
    const debt = data.debts[0]!;
    expect(debt.debtSummary.state.state).toBe(4);
    expect(debt.isVerdictAvailable).toBe(true);
    expect(debt.isVerdictDownloaded).toBe(false);
    expect(debt.verdictDate?.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('5 Pekka Nieminen: settlement available, one subpoena over two debts without a status', async () => {
    const data = await weak('5000001', '55555555');
    expect(data.reconciliation).toMatchObject({ available: true, plan: null });
    expect(data.reconciliation!.subpoenas).toHaveLength(1);
    expect(data.reconciliation!.subpoenas[0]).toMatchObject({
      orderNrs: [5000001, 5000002],
      status: null,
    });
  });

  it('6 Sanna Mäkinen: overpayment, no bank account, one paid and one open debt', async () => {
    const weakData = await weak('6000001', '66666666');
    expect(weakData.debtor.hasOverpayment).toBe(true);
    expect(weakData.bankAccounts).toEqual([]);
    const data = await strong(6);
    expect(data.debts.map((d) => d.debtSummary.state.ended).sort()).toEqual([false, true]);
  });

  it('7 Juha Laine: active joint plan due tomorrow, a suggested plan on a third debt, banditRating 2', async () => {
    const weakData = await weak('7000001', '77777777');
    const plan = weakData.debts[0]!.paymentPlan!;
    expect(plan).toMatchObject({ paymentPlanType: 2, isJointPaymentPlan: true });
    expect(plan.debts.map((d) => d.nr)).toEqual([700001, 700002]);
    expect(plan.nextInstallment).toMatchObject({
      sequence: 4,
      duedate: addDays(today, 1),
      eur: 200,
    });
    // The plan's figures reconcile with its own payments, also where only one of its debts is in
    // view: every payment of the plan is listed (to either debt), and they add up to what is paid.
    const listed = plan.payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    expect(plan.payments.map((p) => p.debtNr).sort()).toEqual([
      700001, 700001, 700001, 700002, 700002, 700002,
    ]);
    expect(listed).toBe(Math.round(plan.summary.totalPaid * 100));

    const data = await strong(7);
    expect(data.debts).toHaveLength(3);
    expect(data.debts.every((d) => d.banditRating === 2)).toBe(true);
    expect(data.paymentPlans).toHaveLength(1);
    const third = data.debts.find((d) => d.orderNr === 7000003)!;
    expect(third.paymentPlan).toBeNull();
    expect(third.unconfirmedPaymentPlan).toMatchObject({
      paymentPlanType: 1,
      isJointPaymentPlan: false,
    });
    expect(data.paymentPlans[0]!.summary).toMatchObject({
      total: 1640,
      totalPaid: 600,
      left: 1040,
    });
  });

  it('8 Elina Heikkinen: personal information hidden and a special order type', async () => {
    const data = await weak('8000001', '88888888');
    expect(data.debtor.hidePersonalInfo).toBe(true);
    expect(data.debtor.hasUPIOrders).toBe(true);
    expect(data.debts[0]).toMatchObject({ upiOrder: true, hidePersonalInfo: true });
  });

  it('9 Ville Salo: banditRating 3 and a payment pending confirmation', async () => {
    const token = await weakSession(app, '9000001', '99999999');
    const data = await debtorData(token);
    expect(data.debts[0]!.banditRating).toBe(3);
    const pending = await app.inject({ url: '/api/payments/pending', headers: withSession(token) });
    expect(pending.json().responseObject).toEqual({
      pending: true,
      debtNrs: [900001],
      amounts: [{ debtNr: 900001, amount: 100 }],
      paymentType: 'single',
    });
  });

  it('11 Oskari Nurmi: banditRating 3 with nothing pending', async () => {
    const token = await weakSession(app, '1100001', '12121212');
    const data = await debtorData(token);
    expect(data.debts[0]).toMatchObject({ banditRating: 3, orderNr: 1100001 });
    expect(data.debts[0]!.paymentPlanParameters.allow).toBe(true);
    const pending = await app.inject({ url: '/api/payments/pending', headers: withSession(token) });
    expect(pending.json().responseObject).toEqual({
      pending: false,
      debtNrs: [],
      amounts: [],
      paymentType: null,
    });
  });

  it('10 Kaisa Lahtinen: everything paid, the login answers code 4', async () => {
    expect((await loginWeak(app, '1000002', '11111112')).json()).toEqual({
      status: 1,
      ErrorCode: 4,
      expires_in: null,
    });
  });
});
