import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/save-file';
import { makeStore } from '../../app/store';
import { dialogOpened, selectDialogs } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import { settlementFeature } from './sagas';
import {
  selectSettlement,
  settlementCancelRequested,
  settlementPlanDocumentRequested,
  settlementSignRequested,
  settlementStartRequested,
  settlementVerifyRequested,
} from './slice';

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (responseObject: unknown) => () => json({ status: 0, ErrorCode: null, responseObject });
const refused = () => json({ status: 1, ErrorCode: 'error.server.0', responseObject: null });

const subpoena = (statusNr: number | null) => ({
  nr: 51,
  orderNrs: [5000001, 5000002],
  status:
    statusNr === null
      ? null
      : {
          nr: statusNr,
          msNr: null,
          created: '2026-11-24T10:00:00Z',
          signed: null,
          paid: null,
          paymentNr: null,
        },
});
const installment = (sequence: number, dueDate: string) => ({
  sequence,
  dueDate,
  amount: 206.73,
  capital: 190,
  costs: 10,
  interest: 6.73,
});
const calculation = {
  paymentPlan: {
    price: 206.73,
    installments: [installment(1, '2026-12-01'), installment(2, '2027-01-01')],
  },
  totalCapital: 380,
  totalInterest: 13.46,
  totalCost: 20,
};

/** A store whose API answers by path; the POST bodies and the redirects are recorded. */
function storeAnswering(answers: Record<string, () => Response>) {
  const bodies: Record<string, unknown> = {};
  const redirect = vi.fn();
  const navigate = vi.fn();
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST') bodies[path] = await request.clone().json();
    return answers[path]?.() ?? json({}, 500);
  }) as unknown as typeof globalThis.fetch;
  const store = makeStore({ fetch, baseUrl: 'http://x', redirect, navigate });
  store.injectSaga(settlementFeature);
  return { store, bodies, redirect, navigate };
}

const request = { subpoenaNr: 51, statusNr: null, debtNrs: [501, 502] };
const idle = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectSettlement(store.getState()).busy).toBeNull());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the settlement (spec 4, 7, 8)', () => {
  it('start creates the status, then step 4 calculates the plan in cents', async () => {
    const { store, bodies } = storeAnswering({
      '/api/reconciliation/start': ok(subpoena(77)),
      '/api/reconciliation/calculate': ok(calculation),
    });
    store.dispatch(settlementStartRequested(request));
    await idle(store);
    expect(bodies['/api/reconciliation/start']).toEqual({ SubPoenaNr: 51, DebtNrs: [501, 502] });
    expect(bodies['/api/reconciliation/calculate']).toEqual({
      StatusNr: 77,
      SubPoenaNr: 51,
      DebtNrs: [501, 502],
      Create: false,
      lang: 'fi',
    });
    const state = selectSettlement(store.getState());
    expect(state).toMatchObject({ step: 4, statusNr: 77, error: null });
    expect(state.figures?.rows.map((r) => r.amount)).toEqual([20673, 20673]);
    expect(state.figures?.totalInterest).toBe(1346);
  });

  it.each([
    ['a refused start', { '/api/reconciliation/start': refused }],
    [
      'a refused calculation',
      {
        '/api/reconciliation/start': ok(subpoena(77)),
        '/api/reconciliation/calculate': refused,
      },
    ],
  ])("%s says 'Virhe' until dismissed (spec 8)", async (_name, answers) => {
    const { store } = storeAnswering(answers);
    store.dispatch(settlementStartRequested(request));
    await idle(store);
    expect(selectSettlement(store.getState()).error).toBe('settlement.error');
    expect(selectMessage(store.getState())).toMatchObject({
      type: 'error',
      text: 'settlement.error',
      clickToDismiss: true,
    });
  });

  it('sign stores the plan (create), then goes to the signing service', async () => {
    const { store, bodies, redirect } = storeAnswering({
      '/api/reconciliation/create': ok(true),
      '/api/reconciliation/sign': ok('http://127.0.0.1/sandbox/sign/t1'),
    });
    store.dispatch(settlementSignRequested({ ...request, statusNr: 77 }));
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://127.0.0.1/sandbox/sign/t1'),
    );
    expect(bodies['/api/reconciliation/create']).toMatchObject({ StatusNr: 77, Create: true });
    expect(bodies['/api/reconciliation/sign']).toEqual({
      SubPoenaNr: 51,
      StatusNr: 77,
      Lang: 'fi',
    });
  });

  it('a failed create signs nothing', async () => {
    const { store, redirect, bodies } = storeAnswering({ '/api/reconciliation/create': refused });
    store.dispatch(settlementSignRequested({ ...request, statusNr: 77 }));
    await idle(store);
    expect(bodies['/api/reconciliation/sign']).toBeUndefined();
    expect(redirect).not.toHaveBeenCalled();
    expect(selectSettlement(store.getState()).error).toBe('settlement.error');
  });

  it.each([
    ['cancelled', ok(true), { type: 'info', text: 'settlement.cancelled' }],
    [
      'refused: still back to step 1 and closed',
      refused,
      { type: 'error', text: 'settlement.error' },
    ],
  ])('closing at step 4 cancels: %s', async (_name, answer, message) => {
    const { store, bodies } = storeAnswering({ '/api/reconciliation/cancel': answer });
    store.dispatch(dialogOpened({ name: 'settlement' }));
    store.dispatch(settlementCancelRequested({ ...request, statusNr: 77 }));
    await vi.waitFor(() => expect(selectMessage(store.getState())).toMatchObject(message));
    expect(bodies['/api/reconciliation/cancel']).toEqual({
      SubPoenaNr: 51,
      StatusNr: 77,
      DebtNrs: [501, 502],
    });
    expect(selectSettlement(store.getState()).step).toBeNull();
    expect(selectDialogs(store.getState()).some((d) => d.name === 'settlement' && d.open)).toBe(
      false,
    );
  });

  it.each([
    ['signed: step 5', ok('ok'), 5, null],
    ['a cancelled signing says so', ok('cancel'), null, 'error.reconciliation.0'],
    ['a failure says the server failed', refused, null, 'error.server.0'],
  ])(
    'back at /reconciliation/verify, %s, on the front page with the dialog open',
    async (_name, answer, step, error) => {
      const { store, bodies, navigate } = storeAnswering({ '/api/reconciliation/verify': answer });
      store.dispatch(settlementVerifyRequested({ requestId: 'r1', taskId: 't1' }));
      await vi.waitFor(() =>
        expect(selectDialogs(store.getState()).some((d) => d.name === 'settlement')).toBe(true),
      );
      expect(bodies['/api/reconciliation/verify']).toEqual({
        RequestId: 'r1',
        TaskId: 't1',
        Lang: 'fi',
      });
      expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
      expect(selectSettlement(store.getState()).step).toBe(step);
      expect(selectMessage(store.getState())?.text ?? null).toBe(error);
    },
  );
});

describe('the settlement plan PDF at step 4 (spec 7 reconciliation/file/ms/{msnr})', () => {
  it('stores the plan, downloads it by its number under the translated name', async () => {
    const created = subpoena(7);
    const stored = { ...created, status: { ...created.status, msNr: 812 } };
    const pdf = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    const { store, bodies } = storeAnswering({
      '/api/reconciliation/create': ok(stored),
      '/api/reconciliation/file/ms/812': pdf,
    });
    store.dispatch(
      settlementPlanDocumentRequested({
        ...request,
        statusNr: 7,
        fileLabel: 'Settlement_payment_plan',
      }),
    );
    await vi.waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Settlement_payment_plan_812.pdf'),
    );
    expect(bodies['/api/reconciliation/create']).toMatchObject({
      StatusNr: 7,
      SubPoenaNr: 51,
      DebtNrs: [501, 502],
      Create: true,
    });
  });

  it('says so when the plan cannot be stored', async () => {
    vi.mocked(saveFile).mockClear();
    const { store } = storeAnswering({ '/api/reconciliation/create': refused });
    store.dispatch(settlementPlanDocumentRequested({ ...request, statusNr: 7, fileLabel: 'Plan' }));
    await vi.waitFor(() => expect(selectMessage(store.getState())?.text).toBe('error.server.0'));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
