import { describe, expect, it } from 'vitest';
import { createPortalClient } from '@portal/openapi';
import { createFakeApi, envelope, FAKE_API_ORIGIN, ok } from './fake-api';
import { AINO, ainoVirtanen, fakePortalApi } from './fake-portal';

const clientOf = (fetch: typeof globalThis.fetch) =>
  createPortalClient({ baseUrl: FAKE_API_ORIGIN, fetch, session: {} });

describe('the fake API', () => {
  it('answers a path template with its parameters and records the call', async () => {
    const api = createFakeApi().on('get', '/api/duedate/parameters/{debtNr}', ({ params }) =>
      ok(
        envelope({
          allow: params.debtNr === '7',
          transferResult: null,
          result: null,
          cost: 5,
          costlessDuedateTransfersLeft: 1,
          notAllowedDuedates: [],
          maxNextDuedate: null,
        }),
      ),
    );
    api.setSession('session-1');
    const { data } = await clientOf(api.fetch).GET('/api/duedate/parameters/{debtNr}', {
      params: { path: { debtNr: 7 } },
    });
    expect(data?.responseObject?.allow).toBe(true);
    expect(api.callsTo('get', '/api/duedate/parameters/{debtNr}')).toEqual([
      expect.objectContaining({ url: '/api/duedate/parameters/7', session: 'session-1' }),
    ]);
  });

  it('answers with the latest handler of a route, typed by the contract', async () => {
    const api = createFakeApi()
      // Only the statuses the contract lists for the operation (here 403) compile.
      .on('get', '/api/debtor/dataExport/{locale}', () => ({
        status: 403 as const,
        body: { status: 1 as const, ErrorCode: 'error.generic.1' },
      }))
      .on('get', '/api/payments/pending', () =>
        ok(envelope({ pending: false, debtNrs: [], amounts: [], paymentType: null })),
      )
      .on('get', '/api/payments/pending', () =>
        ok(
          envelope({
            pending: true,
            debtNrs: [1],
            amounts: [{ debtNr: 1, amount: 20 }],
            paymentType: 'single',
          }),
        ),
      );
    const { data } = await clientOf(api.fetch).GET('/api/payments/pending');
    expect(data?.responseObject?.pending).toBe(true);
    const refused = await clientOf(api.fetch).GET('/api/debtor/dataExport/{locale}', {
      params: { path: { locale: 'fi-FI' } },
    });
    expect(refused.response.status).toBe(403);
  });

  it('answers 404 to a route without a handler and lists it', async () => {
    const api = createFakeApi();
    const { response } = await clientOf(api.fetch).GET('/api/faq');
    expect(response.status).toBe(404);
    expect(api.unhandled.map((c) => c.url)).toEqual(['/api/faq']);
  });

  it('keeps the session cookie a handler sets for every later call, until one deletes it', async () => {
    const api = createFakeApi()
      .on('post', '/api/login', () => {
        api.setSession('s1');
        return ok({ status: 0, ErrorCode: null, expires_in: 1800 });
      })
      .on('post', '/api/logout', () => {
        api.setSession(null);
        return ok(envelope(null));
      })
      .on('get', '/api/session', ({ session }) =>
        ok({ signedIn: session !== null, LoginType: null, expires_in: null }),
      );
    const client = clientOf(api.fetch);
    await client.GET('/api/session');
    await client.POST('/api/login', { body: { LoginType: 4, Token: 'x' } });
    const signedIn = await client.GET('/api/session');
    await client.POST('/api/logout', { body: {} });
    await client.GET('/api/session');
    expect(signedIn.data?.signedIn).toBe(true);
    // The call that sets or deletes the cookie was sent with the one held before it.
    expect(api.calls.map((c) => [c.path, c.session])).toEqual([
      ['/api/session', null],
      ['/api/login', null],
      ['/api/session', 's1'],
      ['/api/logout', 's1'],
      ['/api/session', null],
    ]);
    expect(api.session).toBeNull();
  });

  it('serves persona 1: a wrong online ID is refused with code 0, the right one signs in', async () => {
    const api = fakePortalApi();
    const client = clientOf(api.fetch);
    expect((await client.GET('/api/session')).data).toEqual({
      signedIn: false,
      LoginType: null,
      expires_in: null,
    });
    const wrong = await client.POST('/api/login', {
      body: { LoginType: 2, Username: AINO.caseNumber, Password: '12345678' },
    });
    expect(wrong.data).toMatchObject({ status: 1, ErrorCode: 0, expires_in: null });
    expect((await client.GET('/api/debtor')).response.status).toBe(401);
    const right = await client.POST('/api/login', {
      body: { LoginType: 2, Username: AINO.caseNumber, Password: AINO.onlineId },
    });
    expect(right.data).toMatchObject({ status: 0, expires_in: AINO.sessionSeconds });
    expect((await client.GET('/api/session')).data).toEqual({
      signedIn: true,
      LoginType: 2,
      expires_in: AINO.sessionSeconds,
    });
    const debtor = await client.GET('/api/debtor');
    expect(debtor.data?.responseObject?.debts[0]?.debtSummary.left).toBe(325.8);
    expect((await client.POST('/api/refresh', { body: {} })).response.status).toBe(200);

    // Logout deletes the cookie: her data and the extension are refused from then on.
    await client.POST('/api/logout', { body: {} });
    expect((await client.GET('/api/debtor')).response.status).toBe(401);
    expect((await client.POST('/api/refresh', { body: {} })).response.status).toBe(401);
    expect((await client.GET('/api/session')).data?.signedIn).toBe(false);
  });

  it('serves persona 1 to a browser that already holds her session', async () => {
    const api = fakePortalApi(ainoVirtanen(), { signedIn: true });
    const debtor = await clientOf(api.fetch).GET('/api/debtor');
    expect(debtor.data?.responseObject?.debtor.name).toBe('Aino Virtanen');
  });
});
