/** Legal matters: settlement (reconciliation) with its documents, and court judgements. */
import { type OperationHandlers, requireSession } from '../contract/register';
import { GENERIC_ERROR, ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { type S, answer, requestedLocale, sendPdf } from './answers';

export function legalHandlers(services: Services): OperationHandlers {
  return {
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
  };
}
