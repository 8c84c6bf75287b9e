/**
 * Handlers typed by the contract (`src/contract/operation.ts`). The type checks
 * below fail `npm run typecheck` when the types a handler sees stop following
 * `openapi/src/schema.d.ts`; the tests check the binding itself.
 */
import type { components } from '@portal/openapi';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  operation,
  operationTable,
  type PathParams,
  type QueryParams,
  type RequestBody,
} from '../src/contract/operation';
import { ok } from '../src/http/errors';

type S = components['schemas'];
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Each entry is `true` only while the derived type is exactly the contract's.
const derived: [
  Same<RequestBody<'updateIban'>, S['UpdateIbanRequest']>,
  Same<RequestBody<'login'>, S['LoginRequest']>,
  Same<RequestBody<'submitReclamation'>, S['Reclamation']>,
  Same<RequestBody<'refresh'>, S['EmptyRequest'] | undefined>,
  Same<RequestBody<'getDebtor'>, undefined>,
  Same<PathParams<'getBalanceReport'>, { locale: S['Locale']; debtNr: S['DebtNr'] }>,
  Same<PathParams<'getDebtor'>, Record<string, never>>,
  Same<QueryParams<'paymentCallback'>['checkout-amount'], number>,
  Same<Answer<'getDebtor'>, S['DebtorEnvelope']>,
  Same<Answer<'getHealth'>, S['HealthResponse']>,
  Same<Answer<'getDataExportPdf'>, never>,
] = [true, true, true, true, true, true, true, true, true, true, true];

// A handler that answers or reads what the contract does not define does not compile.
operation('getFaq', async () =>
  // @ts-expect-error an FAQ item has a question and an answer, not a title
  [{ title: 'x' }],
);
operation('updateIban', async (request) => {
  // @ts-expect-error the body's field is `iban`
  void request.body.Iban;
  return ok(true);
});
operation('getBalanceReport', async (request, reply) => {
  // @ts-expect-error the path has no `msnr`
  void request.params.msnr;
  return reply.send();
});
// @ts-expect-error not an operation of the contract
operation('getDebtors', async () => ok(true));

describe('operation()', () => {
  it('derives every type from the contract', () => {
    expect(derived.every(Boolean)).toBe(true);
  });

  it('registers its handler with the options it is given', async () => {
    const app = Fastify();
    const up: S['HealthResponse'] = { status: 'ok' };
    const bound = operation('getHealth', async () => up);
    bound.route(app, { method: 'GET', url: '/probe' });
    const res = await app.inject({ url: '/probe' });
    expect(bound.operationId).toBe('getHealth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('refuses an operation bound twice', () => {
    const handler = async () => [];
    expect(() =>
      operationTable([operation('getFaq', handler)], [operation('getFaq', handler)]),
    ).toThrow('Operation getFaq has two handlers');
    expect(Object.keys(operationTable([operation('getFaq', handler)]))).toEqual(['getFaq']);
  });
});
