import { describe, expect, it, vi } from 'vitest';
import { cents } from '@portal/openapi';
import { makeStore } from '../../app/store';
import { c, debt, plan } from '../../test/debtor-fixtures';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeAnswer,
  offContract,
  ok,
} from '../../test/fake-api';
import { planCalculation } from '../../test/fake-portal';
import { readDraft } from './CalculatorForm';
import { firstChoice, planChoices } from './PlanSection';
import { cantPayFeature } from './sagas';
import { planMinimumRequested, selectCantPay } from './slice';

const draft = (over: Partial<Parameters<typeof readDraft>[0]> = {}) => ({
  incomeCents: cents(180000),
  incomeText: '1800',
  dependants: '2',
  housingCents: null,
  housingText: '',
  ...over,
});

describe('reading the calculator form', () => {
  it('gives the input when every field reads', () => {
    expect(readDraft(draft())).toEqual({
      input: { incomeCents: 180000, dependants: 2, housingCents: null },
      errors: {},
    });
    expect(
      readDraft(draft({ housingCents: cents(50000), housingText: '500' })).input?.housingCents,
    ).toBe(50000);
  });

  it.each([
    ['no income', { incomeCents: null, incomeText: '' }, 'income'],
    ['an unreadable income', { incomeCents: null, incomeText: 'abc' }, 'income'],
    ['a negative count of people', { dependants: '-1' }, 'dependants'],
    ['a fraction of a person', { dependants: '1,5' }, 'dependants'],
    ['more people than the form allows', { dependants: '21' }, 'dependants'],
    ['unreadable housing costs', { housingCents: null, housingText: 'vuokra' }, 'housing'],
  ] as const)('%s is an error, and gives no input', (_name, over, field) => {
    const read = readDraft(draft(over));
    expect(read.input).toBeNull();
    expect(Object.keys(read.errors)).toEqual([field]);
  });

  it('an empty count of people is nobody', () => {
    expect(readDraft(draft({ dependants: ' ' })).input?.dependants).toBe(0);
  });
});

describe('the plan choices', () => {
  const open = [debt(1, 3, '2026-12-01'), debt(2, 3, '2026-12-05')];
  const withPlan = debt(3, 3, '2026-12-01', { plan: plan() });
  const notAllowed = debt(4, 3, '2026-12-01', { allow: false });

  it('offers the joint plan first, then each debt that allows a plan', () => {
    expect(planChoices([...open, withPlan, notAllowed])).toEqual([
      { value: 'joint', debtNrs: [1, 2] },
      { value: '1', debtNrs: [1] },
      { value: '2', debtNrs: [2] },
    ]);
    expect(firstChoice(open, null)).toBe('joint');
  });

  it('chooses the debt the page was opened from, when it allows a plan', () => {
    expect(firstChoice(open, 1000002)).toBe('2');
    expect(firstChoice([...open, notAllowed], 1000004)).toBe('joint');
  });

  it('one debt alone: that debt; none: nothing', () => {
    expect(planChoices([open[0]!])).toEqual([{ value: '1', debtNrs: [1] }]);
    expect(firstChoice([withPlan, notAllowed], null)).toBeNull();
  });
});

describe("the plan's smallest instalment", () => {
  function storeAnswering(answer: () => FakeAnswer<'/api/paymentPlan/calculate', 'post'>) {
    const bodies: unknown[] = [];
    const api = createFakeApi().on('post', '/api/paymentPlan/calculate', ({ body }) => {
      bodies.push(body);
      return answer();
    });
    const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN });
    store.injectSaga(cantPayFeature);
    return { store, bodies };
  }

  it('is asked for the whole amount left of the chosen debts, and nothing else', async () => {
    const { store, bodies } = storeAnswering(() => ok(envelope(planCalculation(32580, 32580, 0))));
    store.dispatch(planMinimumRequested({ debtNrs: [1, 2], totalCents: c(32580) }));
    await vi.waitFor(() => expect(selectCantPay(store.getState()).status).toBe('ready'));
    expect(bodies).toEqual([
      { DebtNrs: [1, 2], Type: 0, Amount: 325.8, DateSelection: 0, Create: false },
    ]);
    expect(selectCantPay(store.getState()).minimumCents).toBe(Math.ceil((32580 + 3000) / 12));
  });

  it('a failed calculation says so', async () => {
    const { store } = storeAnswering(() => offContract(500));
    store.dispatch(planMinimumRequested({ debtNrs: [1], totalCents: c(10000) }));
    await vi.waitFor(() => expect(selectCantPay(store.getState()).status).toBe('failed'));
  });
});
