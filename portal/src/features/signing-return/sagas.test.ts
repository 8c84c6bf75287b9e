import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeApi, ok } from '../../test/fake-api';
import { signingReturnFeature } from './sagas';
import { selectSignedOutSigningResult, signingReturnedSignedOut } from './slice';

const notice = {
  outcome: 'signed' as const,
  timestamp: '2026-11-28T10:00:00.000Z',
  signature: 'c'.repeat(64),
};

function storeAnswering(api: FakeApi) {
  const store = makeStore({
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    redirect: vi.fn(),
    navigate: vi.fn(),
  });
  store.injectSaga(signingReturnFeature);
  return { store, bodies: api.bodies };
}

const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  vi.waitFor(() => {
    const result = selectSignedOutSigningResult(store.getState());
    expect(result === null || result === 'checking').toBe(false);
    return result;
  });

describe('a signing return after the session ended at the signing service', () => {
  it('sends the settlement notice and says the signature was received', async () => {
    const { store, bodies } = storeAnswering(
      createFakeApi().on('post', '/api/reconciliation/verify', () => ok(envelope('ok'))),
    );
    store.dispatch(
      signingReturnedSignedOut({
        kind: 'settlement',
        ids: { requestId: 'r1', taskId: 't1', notice },
      }),
    );
    expect(await settled(store)).toBe('received');
    expect(bodies['/api/reconciliation/verify']).toEqual({
      RequestId: 'r1',
      TaskId: 't1',
      Outcome: 'signed',
      Timestamp: notice.timestamp,
      Signature: notice.signature,
      Lang: 'fi',
    });
  });

  it('sends the court decision notice; a cancelled identification says so', async () => {
    const { store, bodies } = storeAnswering(
      createFakeApi().on('post', '/api/judgement/verify', () => ok(envelope('cancel'))),
    );
    store.dispatch(
      signingReturnedSignedOut({
        kind: 'verdict',
        ids: { requestId: 'r1', taskId: 't1', notice: { ...notice, outcome: 'cancelled' } },
      }),
    );
    expect(await settled(store)).toBe('cancelled');
    expect(bodies['/api/judgement/verify']).toMatchObject({ Outcome: 'cancelled', Lang: 'fi' });
  });

  it('says it could not check a refused return, and sends nothing without a notice', async () => {
    const refused = storeAnswering(
      createFakeApi().on('post', '/api/reconciliation/verify', () => ({
        status: 400 as const,
        body: { status: 1 as const, ErrorCode: 'error.server.0', responseObject: null },
      })),
    );
    refused.store.dispatch(
      signingReturnedSignedOut({
        kind: 'settlement',
        ids: { requestId: 'r1', taskId: 't1', notice },
      }),
    );
    expect(await settled(refused.store)).toBe('failed');

    const unsigned = storeAnswering(createFakeApi());
    unsigned.store.dispatch(
      signingReturnedSignedOut({ kind: 'settlement', ids: { requestId: 'r1', taskId: 't1' } }),
    );
    expect(await settled(unsigned.store)).toBe('failed');
    expect(unsigned.bodies['/api/reconciliation/verify']).toBeUndefined();
  });
});
