/** Case actions: IBAN, invoice copy, reclamation and contact request (with attachments). */
import { type OperationHandlers, requireSession } from '../contract/register';
import { ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { type S } from './answers';

export function caseActionHandlers(services: Services): OperationHandlers {
  return {
    async updateIban(request) {
      const outcome = await services.caseActions.updateIban(
        requireSession(request),
        request.body as S['UpdateIbanRequest'],
      );
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    },

    async requestInvoiceCopy(request) {
      return ok(
        await services.caseActions.invoiceCopy(
          requireSession(request),
          request.body as S['InvoiceCopyRequest'],
        ),
      );
    },

    async submitReclamation(request) {
      return ok(
        await services.caseActions.reclamation(
          requireSession(request),
          request.body as S['Reclamation'],
          request.uploads,
        ),
      );
    },

    async submitContactRequest(request) {
      return ok(
        await services.caseActions.contactRequest(
          requireSession(request),
          request.body as S['ContactRequest'],
          request.uploads,
        ),
      );
    },
  };
}
