import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@portal/openapi';
import { saveFile } from '../../lib/save-file';
import { makeStore } from '../../app/store';
import { dialogOpened, selectDialogs } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import {
  createFakeApi,
  envelope,
  FAKE_API_ORIGIN,
  type FakeAnswer,
  type FakeApi,
  ok,
  pdf,
} from '../../test/fake-api';
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

/** The server's refusal (`status` 1), which every reconciliation operation may answer. */
const refused = () => ok({ status: 1, ErrorCode: 'error.server.0', responseObject: null });

const subpoena = (statusNr: number | null, msNr: number | null = null): Schemas['Subpoena'] => ({
  nr: 51,
  orderNrs: [5000001, 5000002],
  status:
    statusNr === null
      ? null
      : {
          nr: statusNr,
          msNr,
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
const calculation: Schemas['CalculationResult'] = {
  paymentPlan: {
    price: 206.73,
    installments: [installment(1, '2026-12-01'), installment(2, '2027-01-01')],
  },
  totalCapital: 380,
  totalInterest: 13.46,
  totalCost: 20,
};

/** A store on the fake API (its calls and their bodies are recorded); the redirects are recorded. */
function storeAnswering(api: FakeApi) {
  const redirect = vi.fn();
  const navigate = vi.fn();
  const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN, redirect, navigate });
  store.injectSaga(settlementFeature);
  return { store, bodies: api.bodies, redirect, navigate };
}

type Cancelled = FakeAnswer<'/api/reconciliation/cancel', 'post'>;
type Verified = FakeAnswer<'/api/reconciliation/verify', 'post'>;

const request = { subpoenaNr: 51, statusNr: null, debtNrs: [501, 502] };
const idle = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectSettlement(store.getState()).busy).toBeNull());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the settlement (spec 4, 7, 8)', () => {
  it('start creates the status, then step 4 calculates the plan in cents', async () => {
    const { store, bodies } = storeAnswering(
      createFakeApi()
        .on('post', '/api/reconciliation/start', () => ok(envelope(subpoena(77))))
        .on('post', '/api/reconciliation/calculate', () => ok(envelope(calculation))),
    );
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
    ['a refused start', () => createFakeApi().on('post', '/api/reconciliation/start', refused)],
    [
      'a refused calculation',
      () =>
        createFakeApi()
          .on('post', '/api/reconciliation/start', () => ok(envelope(subpoena(77))))
          .on('post', '/api/reconciliation/calculate', refused),
    ],
  ])("%s says 'Virhe' until dismissed (spec 8)", async (_name, api) => {
    const { store } = storeAnswering(api());
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
    const { store, bodies, redirect } = storeAnswering(
      createFakeApi()
        // The stored plan's subpoena; signing reads only that `status` is 0.
        .on('post', '/api/reconciliation/create', () => ok(envelope(subpoena(77))))
        .on('post', '/api/reconciliation/sign', () =>
          ok(envelope('http://127.0.0.1/sandbox/sign/t1')),
        ),
    );
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
    const { store, redirect, bodies } = storeAnswering(
      createFakeApi().on('post', '/api/reconciliation/create', refused),
    );
    store.dispatch(settlementSignRequested({ ...request, statusNr: 77 }));
    await idle(store);
    expect(bodies['/api/reconciliation/sign']).toBeUndefined();
    expect(redirect).not.toHaveBeenCalled();
    expect(selectSettlement(store.getState()).error).toBe('settlement.error');
  });

  it.each([
    [
      'cancelled',
      (): Cancelled => ok(envelope(true)),
      { type: 'info', text: 'settlement.cancelled' },
    ],
    [
      'refused: still back to step 1 and closed',
      refused,
      { type: 'error', text: 'settlement.error' },
    ],
  ])('closing at step 4 cancels: %s', async (_name, answer, message) => {
    const { store, bodies } = storeAnswering(
      createFakeApi().on('post', '/api/reconciliation/cancel', answer),
    );
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
    ['signed: step 5', (): Verified => ok(envelope('ok')), 5, null],
    [
      'a cancelled signing says so',
      (): Verified => ok(envelope('cancel')),
      null,
      'error.reconciliation.0',
    ],
    ['a failure says the server failed', refused, null, 'error.server.0'],
  ])(
    'back at /reconciliation/verify, %s, on the front page with the dialog open',
    async (_name, answer, step, error) => {
      const { store, bodies, navigate } = storeAnswering(
        createFakeApi().on('post', '/api/reconciliation/verify', answer),
      );
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
    // The created status, with the number of its stored plan.
    const stored = subpoena(7, 812);
    const api = createFakeApi()
      .on('post', '/api/reconciliation/create', () => ok(envelope(stored)))
      .on('get', '/api/reconciliation/file/ms/{msnr}', ({ params }) =>
        params.msnr === '812'
          ? pdf('%PDF-1.7', 'plan.pdf')
          : { status: 404 as const, body: { status: 1 as const, ErrorCode: 'error.server.0' } },
      );
    const { store, bodies } = storeAnswering(api);
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
    const { store } = storeAnswering(
      createFakeApi().on('post', '/api/reconciliation/create', refused),
    );
    store.dispatch(settlementPlanDocumentRequested({ ...request, statusNr: 7, fileLabel: 'Plan' }));
    await vi.waitFor(() => expect(selectMessage(store.getState())?.text).toBe('error.server.0'));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
