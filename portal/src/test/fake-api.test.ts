import { describe, expect, it } from 'vitest';
import { createPortalClient } from '@portal/openapi';
import { createFakeApi, envelope, FAKE_API_ORIGIN, ok } from './fake-api';
import { AINO, fakePortalApi } from './fake-portal';

const clientOf = (fetch: typeof globalThis.fetch, token: string | null = null) =>
  createPortalClient({ baseUrl: FAKE_API_ORIGIN, fetch, session: { getToken: () => token } });

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
    const { data } = await clientOf(api.fetch, 'token-1').GET('/api/duedate/parameters/{debtNr}', {
      params: { path: { debtNr: 7 } },
    });
    expect(data?.responseObject?.allow).toBe(true);
    expect(api.callsTo('get', '/api/duedate/parameters/{debtNr}')).toEqual([
      expect.objectContaining({ url: '/api/duedate/parameters/7', token: 'token-1' }),
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
        ok(envelope({ pending: false, debtNrs: [], paymentType: null })),
      )
      .on('get', '/api/payments/pending', () =>
        ok(envelope({ pending: true, debtNrs: [1], paymentType: 'single' })),
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

  it('serves persona 1: a wrong online ID is refused with code 0, the right one signs in', async () => {
    const api = fakePortalApi();
    const client = clientOf(api.fetch);
    const wrong = await client.POST('/api/login', {
      body: { LoginType: 2, Username: AINO.caseNumber, Password: '12345678' },
    });
    expect(wrong.data).toMatchObject({ status: 1, ErrorCode: 0, access_token: null });
    const right = await client.POST('/api/login', {
      body: { LoginType: 2, Username: AINO.caseNumber, Password: AINO.onlineId },
    });
    expect(right.data?.access_token).toBe(AINO.token);
    const debtor = await clientOf(api.fetch, AINO.token).GET('/api/debtor');
    expect(debtor.data?.responseObject?.debts[0]?.debtSummary.left).toBe(325.8);
    expect((await client.GET('/api/debtor')).response.status).toBe(401);
  });
});
