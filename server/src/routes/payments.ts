/** Payments through the provider: pending payments, the signed form, the return and the callback. */
import type { FastifyRequest } from 'fastify';
import { type OperationHandlers, requireSession } from '../contract/register';
import { badRequest, ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { type S } from './answers';

export function paymentHandlers(services: Services): OperationHandlers {
  return {
    async getPendingPayments(request) {
      return ok(await services.payments.pending(requireSession(request)));
    },

    async getPaymentFormData(request) {
      const outcome = await services.payments.formData(
        requireSession(request),
        request.body as S['PaymentFormDataRequest'],
      );
      return outcome.ok ? ok({ result: outcome.result }) : refused(outcome.errorCode);
    },

    async confirmPayment(request) {
      // Signed out too: a session that ended at the bank does not lose the payment.
      return ok(await services.payments.confirm(request.session, rawQuery(request)));
    },

    async paymentCallback(request) {
      const outcome = await services.payments.callback(rawQuery(request));
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.reason }, 'payment callback refused');
        throw badRequest();
      }
      return ok(true);
    },
  };
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
