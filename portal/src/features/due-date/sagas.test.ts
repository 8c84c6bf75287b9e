import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { dialogOpened, selectIsDialogOpen } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import { debtor, debtorData } from '../../test/debtor-fixtures';
import { createFakeApi, FAKE_API_ORIGIN, type FakeAnswer, ok } from '../../test/fake-api';
import { dueDateFeature } from './sagas';
import { dueDateMoveRequested, selectDueDate } from './slice';

type Answer = FakeAnswer<'/api/duedate/transfer', 'post'>;

function storeAnswering(answer: () => Answer | Promise<Answer>) {
  const bodies: unknown[] = [];
  const api = createFakeApi().on('post', '/api/duedate/transfer', ({ body }) => {
    bodies.push(body);
    return answer();
  });
  const store = makeStore({
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    preloadedState: {
      debtor: {
        status: 'loaded',
        error: null,
        data: debtorData({ debtor: debtor({ nr: 7 }) }),
      },
    },
  });
  store.injectSaga(dueDateFeature);
  store.dispatch(dialogOpened({ name: 'dueDateTransfer', props: { debtNr: 700001 } }));
  return { store, bodies };
}

const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => expect(selectDueDate(store.getState()).status).not.toBe('moving'));

beforeEach(() => localStorage.clear());

describe('moving a due date (spec 4, 8)', () => {
  it('success closes the dialog, says so and sends the debtor, debt and day', async () => {
    const { store, bodies } = storeAnswering(() =>
      ok({
        status: 0,
        ErrorCode: null,
        responseObject: { result: 0, newDuedate: '2026-12-03', cost: 0 },
      }),
    );
    store.dispatch(dueDateMoveRequested({ debtNr: 700001, date: '2026-12-03' }));
    await settled(store);
    expect(bodies[0]).toEqual({ DebtorNr: 7, DebtNr: 700001, NewDuedate: '2026-12-03' });
    expect(selectIsDialogOpen(store.getState(), 'dueDateTransfer')).toBe(false);
    expect(selectMessage(store.getState())?.text).toBe('dueDateTransferSuccess');
  });

  it('a refusal keeps the dialog and names the reason (dueDateResult.{result})', async () => {
    const { store } = storeAnswering(() =>
      ok({
        status: 1,
        ErrorCode: 8,
        responseObject: { result: 4, newDuedate: null, cost: null },
      }),
    );
    store.dispatch(dueDateMoveRequested({ debtNr: 700001, date: '2026-12-03' }));
    await settled(store);
    expect(selectIsDialogOpen(store.getState(), 'dueDateTransfer')).toBe(true);
    expect(selectDueDate(store.getState()).error).toEqual({
      key: 'dueDate.failedWithReason',
      reason: 'dueDateResult.4',
    });
    expect(selectDueDate(store.getState()).resets).toBe(0);
  });

  it('a refusal without a result code names the denied code (dueDateDenied.{code})', async () => {
    const { store } = storeAnswering(() => ok({ status: 1, ErrorCode: 8, responseObject: null }));
    store.dispatch(dueDateMoveRequested({ debtNr: 700001, date: '2026-12-03' }));
    await settled(store);
    expect(selectDueDate(store.getState()).error).toEqual({
      key: 'dueDate.failedWithReason',
      reason: 'dueDateDenied.8',
    });
  });

  it('a network failure says so and resets the chosen date', async () => {
    const { store } = storeAnswering(() => {
      throw new TypeError('offline');
    });
    store.dispatch(dueDateMoveRequested({ debtNr: 700001, date: '2026-12-03' }));
    await settled(store);
    expect(selectDueDate(store.getState())).toMatchObject({
      error: { key: 'dueDate.failed', reason: null },
      resets: 1,
    });
  });
});
