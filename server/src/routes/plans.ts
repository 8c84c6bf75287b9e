/** Payment plans and due-date transfers, with the plan confirmation document. */
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { answer, sendPdf } from './answers';

export function planHandlers(services: Services): BoundOperation[] {
  return [
    operation('calculatePaymentPlan', async (request) =>
      answer(await services.plans.calculate(requireSession(request), request.body)),
    ),

    operation('createPaymentPlan', async (request) => {
      const outcome = await services.plans.create(requireSession(request), request.body);
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    }),

    operation('confirmSuggestedPaymentPlan', async (request) => {
      const result = await services.plans.confirmSuggested(requireSession(request), request.body);
      return result === 0 ? refused('confirmPaymentPlan.0', 0) : ok(result);
    }),

    operation('getDueDateParameters', async (request) =>
      ok(await services.plans.parameters(requireSession(request), request.params.debtNr)),
    ),

    operation('transferDueDate', async (request) => {
      const outcome = await services.plans.transfer(requireSession(request), request.body);
      if (outcome.ok) return ok(outcome.value);
      return refused(outcome.denied, { result: outcome.result, newDuedate: null, cost: null });
    }),

    operation('getPaymentPlanConfirmation', async (request, reply) => {
      const { locale, msnr } = request.params;
      return sendPdf(
        reply,
        await services.documents.planConfirmation(requireSession(request), locale, msnr),
      );
    }),
  ];
}
