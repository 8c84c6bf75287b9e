/** Case actions: IBAN, invoice copy, reclamation and contact request (with attachments). */
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { ok, refused } from '../http/errors';
import type { Services } from '../services/container';

export function caseActionHandlers(services: Services): BoundOperation[] {
  return [
    operation('updateIban', async (request) => {
      const outcome = await services.caseActions.updateIban(requireSession(request), request.body);
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    }),

    operation('requestInvoiceCopy', async (request) =>
      ok(await services.caseActions.invoiceCopy(requireSession(request), request.body)),
    ),

    operation('submitReclamation', async (request) =>
      ok(
        await services.caseActions.reclamation(
          requireSession(request),
          request.body,
          request.uploads ?? [],
        ),
      ),
    ),

    operation('submitContactRequest', async (request) =>
      ok(
        await services.caseActions.contactRequest(
          requireSession(request),
          request.body,
          request.uploads ?? [],
        ),
      ),
    ),
  ];
}
