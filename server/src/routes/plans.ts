/** Payment plans and due-date transfers, with the plan confirmation document. */
import { type OperationHandlers, requireSession } from '../contract/register';
import { ok, refused } from '../http/errors';
import type { DocumentLocale } from '../lib/money';
import type { Services } from '../services/container';
import { type S, answer, sendPdf } from './answers';

export function planHandlers(services: Services): OperationHandlers {
  return {
    async calculatePaymentPlan(request) {
      return answer(
        await services.plans.calculate(
          requireSession(request),
          request.body as S['PaymentPlanCalculateRequest'],
        ),
      );
    },

    async createPaymentPlan(request) {
      const outcome = await services.plans.create(
        requireSession(request),
        request.body as S['PaymentPlanCreateRequest'],
      );
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    },

    async confirmSuggestedPaymentPlan(request) {
      const result = await services.plans.confirmSuggested(
        requireSession(request),
        request.body as S['ConfirmSuggestedPaymentPlanRequest'],
      );
      return result === 0 ? refused('confirmPaymentPlan.0', 0) : ok(result);
    },

    async getDueDateParameters(request) {
      const { debtNr } = request.params as { debtNr: number };
      return ok(await services.plans.parameters(requireSession(request), debtNr));
    },

    async transferDueDate(request) {
      const outcome = await services.plans.transfer(
        requireSession(request),
        request.body as S['DueDateTransferRequest'],
      );
      if (outcome.ok) return ok(outcome.value);
      return refused(outcome.denied, {
        result: outcome.result as S['DueDateTransferResult'],
        newDuedate: null,
        cost: null,
      });
    },

    async getPaymentPlanConfirmation(request, reply) {
      const { locale, msnr } = request.params as { locale: DocumentLocale; msnr: number };
      return sendPdf(
        reply,
        await services.documents.planConfirmation(requireSession(request), locale, msnr),
      );
    },
  };
}
