/** Payments through the provider: pending payments, the signed form, the return and the callback. */
import type { FastifyRequest } from 'fastify';
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { badRequest, ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { PROVIDER_UNAVAILABLE } from '../services/payments';

export function paymentHandlers(services: Services): BoundOperation[] {
  return [
    operation('getPendingPayments', async (request) =>
      ok(await services.payments.pending(requireSession(request))),
    ),

    operation('getPaymentFormData', async (request) => {
      const session = requireSession(request);
      const outcome = await services.payments.formData(session, request.body, request.log);
      return outcome.ok ? ok({ result: outcome.result }) : refused(outcome.errorCode);
    }),

    operation('getPaymentMethods', async (request) => {
      requireSession(request);
      const groups = await services.payments.methods(request.query.Language, request.log);
      if (!groups) return refused(PROVIDER_UNAVAILABLE);
      return ok({
        groups: groups.map((group) => ({
          id: group.id,
          name: group.name,
          providers: group.methods,
        })),
      });
    }),

    // Signed out too: a session that ended at the bank does not lose the payment.
    operation('confirmPayment', async (request) =>
      ok(await services.payments.confirm(request.session, rawQuery(request))),
    ),

    operation('paymentCallback', async (request) => {
      const outcome = await services.payments.callback(rawQuery(request));
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.reason }, 'payment callback refused');
        throw badRequest();
      }
      return ok(true);
    }),
  ];
}

/** The provider's parameters exactly as they arrived (text, not coerced), for the signature. */
function rawQuery(request: FastifyRequest): Record<string, string> {
  const search = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
  const raw: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name in raw) throw badRequest();
    raw[name] = value;
  }
  return raw;
}
