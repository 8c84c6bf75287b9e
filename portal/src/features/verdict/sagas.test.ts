import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { selectDialogs } from '../../lib/dialogs';
import { selectMessage } from '../../lib/messages';
import { debt, debtor, debtorData } from '../../test/debtor-fixtures';
import { createFakeApi, envelope, FAKE_API_ORIGIN, type FakeApi, ok } from '../../test/fake-api';
import { verdictFeature } from './sagas';
import {
  selectVerdict,
  verdictCheckRequested,
  verdictStartRequested,
  verdictVerifyRequested,
} from './slice';
import { storeVerdict } from './storage';

const liisa = debt(1, 4, '2026-10-01', {
  isVerdictAvailable: true,
  isVerdictDownloaded: false,
  verdictDate: '2026-11-21',
});
const data = debtorData({ debtor: debtor({ nr: 4 }), debts: [liisa] });

/** The routes `answering` sets up are answered; any other call is a 404. */
function storeAnswering(answering: (api: FakeApi) => FakeApi = (api) => api) {
  const api = answering(createFakeApi());
  const redirect = vi.fn();
  const navigate = vi.fn();
  const store = makeStore({
    fetch: api.fetch,
    baseUrl: FAKE_API_ORIGIN,
    redirect,
    navigate,
    now: () => Date.parse('2026-11-24T10:00:00Z'),
    preloadedState: { debtor: { status: 'loaded', error: null, data } },
  });
  store.injectSaga(verdictFeature);
  return { store, bodies: api.bodies, redirect, navigate };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the court decision (spec 4)', () => {
  it('after login: the mandatory dialog and, for this month, the 30-second notice with its link', () => {
    const { store } = storeAnswering();
    store.dispatch(verdictCheckRequested(data));
    expect(selectDialogs(store.getState())).toMatchObject([{ name: 'verdict', mandatory: true }]);
    expect(selectMessage(store.getState())).toMatchObject({
      text: 'verdict.notice',
      values: { count: 1, cases: '1000001' },
      clickToDismiss: true,
      links: [{ text: 'verdict.noticeLink', path: '/debt/1000001' }],
    });
  });

  it('with two new decisions the notice links both debts, each by its case number', () => {
    const second = debt(2, 4, '2026-10-01', {
      isVerdictAvailable: true,
      isVerdictDownloaded: false,
      verdictDate: '2026-11-20',
    });
    const { store } = storeAnswering();
    store.dispatch(verdictCheckRequested({ ...data, debts: [liisa, second] }));
    expect(selectMessage(store.getState())?.links).toEqual([
      { text: 'verdict.noticeLinkCase', values: { case: 1000001 }, path: '/debt/1000001' },
      { text: 'verdict.noticeLinkCase', values: { case: 1000002 }, path: '/debt/1000002' },
    ]);
  });

  it('starts authentication with the e-mail and goes to the returned address', async () => {
    const { store, bodies, redirect } = storeAnswering((api) =>
      api.on('post', '/api/judgement/sign', () => ok(envelope('https://sign.example/task'))),
    );
    store.dispatch(
      verdictStartRequested({ email: 'l@example.fi', mandatory: true, orderNr: null }),
    );
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://sign.example/task'));
    expect(bodies['/api/judgement/sign']).toEqual({
      Email: 'l@example.fi',
      Lang: 'fi',
      IsMandatory: true,
    });
    expect(JSON.parse(sessionStorage.getItem('portal.verdict') ?? '{}')).toEqual({
      email: 'l@example.fi',
      mandatory: true,
    });
  });

  it('a refused start closes a mandatory dialog and says why (spec 8)', async () => {
    const { store } = storeAnswering((api) =>
      api.on('post', '/api/judgement/sign', () =>
        ok({ status: 1, ErrorCode: 'error.judgement.1', responseObject: null }),
      ),
    );
    store.dispatch(verdictCheckRequested(data));
    store.dispatch(
      verdictStartRequested({ email: 'l@example.fi', mandatory: true, orderNr: null }),
    );
    await vi.waitFor(() => expect(selectVerdict(store.getState()).status).toBe('failed'));
    expect(selectDialogs(store.getState()).some((d) => d.name === 'verdict' && d.open)).toBe(false);
    expect(selectMessage(store.getState())?.text).toBe('error.judgement.1');
  });

  it('back from the signing service: the signed return verified, then the sent dialog', async () => {
    storeVerdict({ email: 'l@example.fi', mandatory: true });
    const { store, bodies, navigate } = storeAnswering((api) =>
      api.on('post', '/api/judgement/verify', () => ok(envelope('ok'))),
    );
    const notice = { outcome: 'signed' as const, timestamp: '2026-11-28T10:00:00.000Z' };
    store.dispatch(
      verdictVerifyRequested({
        requestId: 'r1',
        taskId: 't1',
        notice: { ...notice, signature: 'a'.repeat(64) },
      }),
    );
    await vi.waitFor(() => expect(selectVerdict(store.getState()).status).toBe('verified'));
    // The server e-mails the address the task was started with: the return sends none.
    expect(bodies['/api/judgement/verify']).toEqual({
      RequestId: 'r1',
      TaskId: 't1',
      Outcome: 'signed',
      Timestamp: notice.timestamp,
      Signature: 'a'.repeat(64),
      Lang: 'fi',
    });
    expect(navigate).toHaveBeenCalledWith('/front-page', { replace: true });
    expect(selectDialogs(store.getState())).toMatchObject([
      { name: 'verdictSent', props: { orderNr: 1000001 } },
    ]);
    // The notice given at login left with the page: it is given again, with its link.
    await vi.waitFor(() =>
      expect(selectMessage(store.getState())).toMatchObject({
        text: 'verdict.notice',
        links: [{ text: 'verdict.noticeLink', path: '/debt/1000001' }],
      }),
    );
  });

  it('a cancelled authentication says error.reconciliation.0 and the mandatory dialog returns', async () => {
    storeVerdict({ email: 'l@example.fi', mandatory: true });
    const { store } = storeAnswering((api) =>
      api.on('post', '/api/judgement/verify', () => ok(envelope('cancel'))),
    );
    store.dispatch(verdictVerifyRequested({ requestId: 'r1', taskId: 't1' }));
    await vi.waitFor(() => expect(selectVerdict(store.getState()).status).toBe('failed'));
    expect(selectMessage(store.getState())?.text).toBe('error.reconciliation.0');
    expect(selectDialogs(store.getState())).toMatchObject([{ name: 'verdict', mandatory: true }]);
  });
});
