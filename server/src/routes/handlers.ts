/**
 * Thin route handlers, one per contract operation (by operationId): read the validated request,
 * call a service, shape the envelope. Domain rules live in the services.
 */
import type { components } from '@portal/openapi';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OperationHandlers, requireSession } from '../contract/register';
import {
  badRequest,
  GENERIC_ERROR,
  ok,
  refused,
  tooManyRequests,
  unauthorized,
} from '../http/errors';
import type { DocumentLocale } from '../lib/money';
import type { ContactType } from '../services/contacts';
import { LoginError, type LoginOutcome } from '../services/login';
import type { Services } from '../services/container';

type S = components['schemas'];

function loginAnswer(outcome: LoginOutcome) {
  if (outcome.ok) {
    return {
      status: 0,
      ErrorCode: null,
      access_token: outcome.token.accessToken,
      expires_in: outcome.token.expiresIn,
    };
  }
  if ('throttled' in outcome) throw tooManyRequests(outcome.retryAfterSeconds, 'error.login.5');
  return { status: 1, ErrorCode: outcome.code, access_token: null, expires_in: null };
}

/** A service's value, or its refusal, in the contract's envelope. */
function answer<T>(outcome: { ok: true; value: T } | { ok: false; errorCode: string | number }) {
  return outcome.ok ? ok(outcome.value) : refused(outcome.errorCode);
}

function sendPdf(reply: FastifyReply, document: { fileName: string; pdf: Buffer }) {
  // The name is built from an ASCII label and numbers; keep it to the safe set regardless.
  const safeName = document.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${safeName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(document.pdf);
}

/** The document language a download asks for (`Accept-Language`), or null for the default. */
function requestedLocale(request: FastifyRequest): DocumentLocale | null {
  const header = request.headers['accept-language'];
  for (const part of String(header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('fi')) return 'fi-FI';
    if (tag.startsWith('sv') || tag.startsWith('se')) return 'sv-SE';
    if (tag.startsWith('en')) return 'en-US';
  }
  return null;
}

export function createHandlers(services: Services): OperationHandlers {
  const loginContext = (request: FastifyRequest) => ({
    clientAddress: request.ip,
    session: request.session,
    log: (entry: Record<string, unknown>) => request.log.info(entry, 'login attempt'),
  });

  return {
    // ------------------------------------------------------------ authentication
    async login(request) {
      const body = request.body as S['LoginRequest'];
      const ctx = loginContext(request);
      switch (body.LoginType) {
        case 2: {
          const b = body as S['LoginWithCaseNumber'];
          return loginAnswer(await services.login.withCaseNumber(b.Username, b.Password, ctx));
        }
        case 4:
          return loginAnswer(
            await services.login.withToken((body as S['LoginWithToken']).Token, ctx),
          );
        case 3: {
          const outcome = await services.login.withIdentifier(
            (body as S['LoginWithIdentifier']).Identifier,
            ctx,
          );
          if (outcome === 'unauthorized') throw unauthorized();
          return loginAnswer(outcome);
        }
        default: {
          const b = body as S['StrongAuthenticationReturn'];
          const outcome = await services.login.withStrongAuthentication(
            b.LoginType,
            {
              code: b.code,
              state: b.state,
              sessionState: b.session_state,
              errorDescription: b.error_description,
            },
            ctx,
          );
          if (outcome === 'unauthorized') throw unauthorized();
          return loginAnswer(outcome);
        }
      }
    },

    async getLoginAuthenticationUrl(request) {
      const body = request.body as S['AuthenticationUrlRequest'];
      const url = await services.login.startStrongAuthentication(
        0,
        body.redirectTo,
        body.Lang,
        null,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    },

    async getAuthenticationUrl(request) {
      const body = request.body as S['AuthenticationUrlRequest'];
      // Re-authentication (type 6) is bound to the bearer's session; signed out it is a login.
      const loginType = request.session ? 6 : 0;
      const url = await services.login.startStrongAuthentication(
        loginType,
        body.redirectTo,
        body.Lang,
        request.session,
      );
      return url ? ok({ url }) : refused(GENERIC_ERROR);
    },

    async confirmAuthentication(request) {
      const b = request.body as S['StrongAuthenticationReturn'];
      const outcome = await services.login.withStrongAuthentication(
        b.LoginType,
        {
          code: b.code,
          state: b.state,
          sessionState: b.session_state,
          errorDescription: b.error_description,
        },
        loginContext(request),
      );
      if (outcome === 'unauthorized') throw unauthorized();
      if (!outcome.ok && 'code' in outcome) {
        // The spec's failure data for confirm: 'Cancel' and 'NoDebts'; other refusals code 3.
        const code =
          outcome.code === LoginError.cancelled
            ? 'Cancel'
            : outcome.code === LoginError.noOutstandingDebts
              ? 'NoDebts'
              : outcome.code;
        return { status: 1, ErrorCode: code, access_token: null, expires_in: null };
      }
      return loginAnswer(outcome);
    },

    async refresh(request) {
      const session = requireSession(request);
      const token = await services.sessions.refresh(session);
      if (!token) throw unauthorized();
      return {
        status: 0,
        ErrorCode: null,
        access_token: token.accessToken,
        expires_in: token.expiresIn,
      };
    },

    async logout(request) {
      const session = requireSession(request);
      await services.sessions.revoke(session.id, 'logout');
      request.log.info({ event: 'logout', debtorNr: session.debtorNr }, 'logout');
      return ok(true);
    },

    // ------------------------------------------------------------ debtor
    async getDebtor(request) {
      const session = requireSession(request);
      // Payments the provider has settled since the last look are booked first.
      await services.payments.settleDue(session.debtorNr);
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

    // ------------------------------------------------------------ content
    async getAnnouncements() {
      return services.content.announcements();
    },

    async getFaq() {
      return services.content.faq();
    },

    // ------------------------------------------------------------ payments
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
      // The provider's parameters exactly as they arrived (text, not coerced), for the signature.
      const search = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
      const raw: Record<string, string> = {};
      for (const [name, value] of search) {
        if (name in raw) throw badRequest();
        raw[name] = value;
      }
      return ok(await services.payments.confirm(requireSession(request), raw));
    },

    // ------------------------------------------------------------ payment plans
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

    // ------------------------------------------------------------ case actions
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

    // ------------------------------------------------------------ due dates
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

    // ------------------------------------------------------------ documents
    async getBalanceReport(request, reply) {
      const { locale, debtNr } = request.params as { locale: DocumentLocale; debtNr: number };
      return sendPdf(
        reply,
        await services.documents.balanceReport(requireSession(request), locale, debtNr),
      );
    },

    async getPaymentPlanConfirmation(request, reply) {
      const { locale, msnr } = request.params as { locale: DocumentLocale; msnr: number };
      return sendPdf(
        reply,
        await services.documents.planConfirmation(requireSession(request), locale, msnr),
      );
    },

    async getReconciliationPlanFile(request, reply) {
      const { msnr } = request.params as { msnr: number };
      return sendPdf(
        reply,
        await services.reconciliation.planDocument(
          requireSession(request),
          msnr,
          requestedLocale(request),
        ),
      );
    },

    async getSettlementDocument(request, reply) {
      const { statusNr, subpoenaNr } = request.params as { statusNr: number; subpoenaNr: number };
      return sendPdf(
        reply,
        await services.reconciliation.statusDocument(
          requireSession(request),
          statusNr,
          subpoenaNr,
          requestedLocale(request),
        ),
      );
    },

    // ------------------------------------------------------------ reconciliation
    async startReconciliation(request) {
      return answer(
        await services.reconciliation.start(
          requireSession(request),
          request.body as S['ReconciliationStartRequest'],
        ),
      );
    },

    async calculateReconciliation(request) {
      return answer(
        await services.reconciliation.calculate(
          requireSession(request),
          request.body as S['ReconciliationCalculateRequest'],
        ),
      );
    },

    async createReconciliation(request) {
      return answer(
        await services.reconciliation.create(
          requireSession(request),
          request.body as S['ReconciliationCreateRequest'],
        ),
      );
    },

    async signReconciliation(request) {
      return answer(
        await services.reconciliation.sign(
          requireSession(request),
          request.body as S['ReconciliationSignRequest'],
        ),
      );
    },

    async getReconciliationUrl(request) {
      return ok(
        await services.reconciliation.url(
          requireSession(request),
          request.body as S['ReconciliationUrlRequest'],
        ),
      );
    },

    async verifyReconciliation(request) {
      return ok(
        await services.reconciliation.verify(
          requireSession(request),
          request.body as S['SigningVerifyRequest'],
        ),
      );
    },

    async cancelReconciliation(request) {
      const outcome = await services.reconciliation.cancel(
        requireSession(request),
        request.body as S['ReconciliationCancelRequest'],
      );
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    },

    // ------------------------------------------------------------ feedback
    async saveFeedback(request) {
      const nr = await services.feedback.save(
        request.session,
        request.body as S['FeedbackSaveRequest'],
      );
      return ok(nr);
    },

    async updateFeedback(request) {
      await services.feedback.update(request.session, request.body as S['FeedbackUpdateRequest']);
      return ok(true);
    },

    // ------------------------------------------------------------ judgement
    async getJudgementUrl(request) {
      const url = await services.judgement.url(
        requireSession(request),
        request.body as S['VerdictData'],
      );
      return ok({ url });
    },

    async signJudgement(request) {
      const url = await services.judgement.sign(
        requireSession(request),
        request.body as S['JudgementSignRequest'],
      );
      return url ? ok(url) : refused(GENERIC_ERROR);
    },

    async verifyJudgement(request) {
      return ok(
        await services.judgement.verify(
          requireSession(request),
          request.body as S['JudgementVerifyRequest'],
        ),
      );
    },

    // ------------------------------------------------------------ privacy
    async saveCookieSettings(request) {
      await services.consent.save(request.session, request.body as S['CookieSettings']);
      return ok(true);
    },

    // ------------------------------------------------------------ system
    async getHealth(_request, reply) {
      const healthy = await services.health();
      if (!healthy) return reply.code(503).send({ status: 'unavailable' });
      return { status: 'ok' };
    },
  };
}
