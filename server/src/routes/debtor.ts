/** The signed-in debtor's data, contact details, balance report and personal-data export. */
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { ok, refused, unauthorized } from '../http/errors';
import type { Services } from '../services/container';
import { sendPdf } from './answers';

export function debtorHandlers(services: Services): BoundOperation[] {
  return [
    operation('getDebtor', async (request) => {
      const session = requireSession(request);
      // The debtor read books payments the provider has settled first (services/debtor.ts).
      const data = await services.debtor.debtorData(session);
      if (!data) throw unauthorized();
      return ok(data);
    }),

    operation('addContact', async (request) => {
      const result = await services.contacts.add(
        requireSession(request),
        request.params.contactType,
        request.body,
      );
      return result.added ? ok(true) : refused(result.errorCode, false);
    }),

    operation('setContactAllowed', async (request) => {
      const { contactType, allow } = request.params;
      await services.contacts.setAllowed(requireSession(request), contactType, allow);
      return ok(true);
    }),

    operation('markContactQueried', async (request) => {
      await services.contacts.markQueried(requireSession(request));
      return ok(true);
    }),

    operation('getReminderSettings', async (request) =>
      ok(await services.reminders.settings(requireSession(request))),
    ),

    operation('saveReminderSettings', async (request) => {
      const result = await services.reminders.save(requireSession(request), request.body);
      return result.saved ? ok(true) : refused(result.errorCode, false);
    }),

    operation('getPaymentDemandConsent', async (request) =>
      ok(await services.paymentDemandConsent.read(requireSession(request))),
    ),

    operation('givePaymentDemandConsent', async (request) => {
      const { channel } = request.body;
      const result = await services.paymentDemandConsent.give(requireSession(request), channel);
      return result.ok ? ok(result.consent) : refused(result.errorCode);
    }),

    operation('withdrawPaymentDemandConsent', async (request) => {
      const result = await services.paymentDemandConsent.withdraw(requireSession(request));
      return result.ok ? ok(result.consent) : refused(result.errorCode);
    }),

    operation('getDataExport', async (request) =>
      ok(await services.dataExport.gather(requireSession(request))),
    ),

    operation('getDataExportPdf', async (request, reply) =>
      sendPdf(reply, await services.dataExport.pdf(requireSession(request), request.params.locale)),
    ),

    operation('getBalanceReport', async (request, reply) => {
      const { locale, debtNr } = request.params;
      return sendPdf(
        reply,
        await services.documents.balanceReport(requireSession(request), locale, debtNr),
      );
    }),
  ];
}
