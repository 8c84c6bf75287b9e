/** Payments through the provider: pending payments, the signed form, the return and the callback. */
import type { FastifyRequest } from 'fastify';
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { badRequest, ok, refused } from '../http/errors';
import type { Services } from '../services/container';

export function paymentHandlers(services: Services): BoundOperation[] {
  return [
    operation('getPendingPayments', async (request) =>
      ok(await services.payments.pending(requireSession(request))),
    ),

    operation('getPaymentFormData', async (request) => {
      const outcome = await services.payments.formData(requireSession(request), request.body);
      return outcome.ok ? ok({ result: outcome.result }) : refused(outcome.errorCode);
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
