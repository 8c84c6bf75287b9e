/** The signed-in debtor's data, contact details, balance report and personal-data export. */
import { type OperationHandlers, requireSession } from '../contract/register';
import { ok, refused, unauthorized } from '../http/errors';
import type { DocumentLocale } from '../lib/money';
import type { ContactType } from '../services/contacts';
import type { Services } from '../services/container';
import { type S, sendPdf } from './answers';

export function debtorHandlers(services: Services): OperationHandlers {
  return {
    async getDebtor(request) {
      const session = requireSession(request);
      // The debtor read books payments the provider has settled first (services/debtor.ts).
      const data = await services.debtor.debtorData(session);
      if (!data) throw unauthorized();
      return ok(data);
    },

    async addContact(request) {
      const { contactType } = request.params as { contactType: ContactType };
      const result = await services.contacts.add(
        requireSession(request),
        contactType,
        request.body as S['AddPhoneRequest'] | S['AddEmailRequest'],
      );
      return result.added ? ok(true) : refused(result.errorCode, false);
    },

    async setContactAllowed(request) {
      const { contactType, allow } = request.params as { contactType: ContactType; allow: boolean };
      await services.contacts.setAllowed(requireSession(request), contactType, allow);
      return ok(true);
    },

    async markContactQueried(request) {
      await services.contacts.markQueried(requireSession(request));
      return ok(true);
    },

    async getReminderSettings(request) {
      return ok(await services.reminders.settings(requireSession(request)));
    },

    async saveReminderSettings(request) {
      const result = await services.reminders.save(
        requireSession(request),
        request.body as S['ReminderSettingsRequest'],
      );
      return result.saved ? ok(true) : refused(result.errorCode, false);
    },

    async getPaymentDemandConsent(request) {
      return ok(await services.paymentDemandConsent.read(requireSession(request)));
    },

    async givePaymentDemandConsent(request) {
      const { channel } = request.body as S['PaymentDemandConsentRequest'];
      const result = await services.paymentDemandConsent.give(requireSession(request), channel);
      return result.ok ? ok(result.consent) : refused(result.errorCode);
    },

    async withdrawPaymentDemandConsent(request) {
      const result = await services.paymentDemandConsent.withdraw(requireSession(request));
      return result.ok ? ok(result.consent) : refused(result.errorCode);
    },

    async getDataExport(request) {
      return ok(await services.dataExport.gather(requireSession(request)));
    },

    async getDataExportPdf(request, reply) {
      const { locale } = request.params as { locale: DocumentLocale };
      return sendPdf(reply, await services.dataExport.pdf(requireSession(request), locale));
    },

    async getBalanceReport(request, reply) {
      const { locale, debtNr } = request.params as { locale: DocumentLocale; debtNr: number };
      return sendPdf(
        reply,
        await services.documents.balanceReport(requireSession(request), locale, debtNr),
      );
    },
  };
}
