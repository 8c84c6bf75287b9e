/** Legal matters: settlement (reconciliation) with its documents, and court judgements. */
import { type BoundOperation, operation } from '../contract/operation';
import { requireSession } from '../contract/register';
import { badRequest, errorEnvelope, ok, refused } from '../http/errors';
import type { Services } from '../services/container';
import { VerdictNotSent } from '../services/judgement';
import { answer, requestedLocale, sendPdf } from './answers';

const VERDICT_ERROR = 'error.judgement.1';

export function legalHandlers(services: Services): BoundOperation[] {
  return [
    operation('startReconciliation', async (request) =>
      answer(await services.reconciliation.start(requireSession(request), request.body)),
    ),

    operation('calculateReconciliation', async (request) =>
      answer(await services.reconciliation.calculate(requireSession(request), request.body)),
    ),

    operation('createReconciliation', async (request) =>
      answer(await services.reconciliation.create(requireSession(request), request.body)),
    ),

    operation('signReconciliation', async (request) =>
      answer(await services.reconciliation.sign(requireSession(request), request.body)),
    ),

    operation('getReconciliationUrl', async (request) =>
      ok(await services.reconciliation.url(requireSession(request), request.body)),
    ),

    // Signed out too: a session that ended at the signing service does not lose the signature.
    operation('verifyReconciliation', async (request) =>
      ok(await services.reconciliation.verify(request.session, request.body)),
    ),

    operation('cancelReconciliation', async (request) => {
      const outcome = await services.reconciliation.cancel(requireSession(request), request.body);
      return outcome.ok ? ok(true) : refused(outcome.errorCode, false);
    }),

    operation('getReconciliationPlanFile', async (request, reply) =>
      sendPdf(
        reply,
        await services.reconciliation.planDocument(
          requireSession(request),
          request.params.msnr,
          requestedLocale(request),
        ),
      ),
    ),

    operation('getSettlementDocument', async (request, reply) => {
      const { statusNr, subpoenaNr } = request.params;
      return sendPdf(
        reply,
        await services.reconciliation.statusDocument(
          requireSession(request),
          statusNr,
          subpoenaNr,
          requestedLocale(request),
        ),
      );
    }),

    operation('getJudgementUrl', async (request) => {
      const url = await services.judgement.url(requireSession(request), request.body);
      return ok({ url });
    }),

    // No decision to fetch, or one that could not be sent: spec 8's "error fetching verdict".
    operation('signJudgement', async (request) => {
      const url = await services.judgement.sign(requireSession(request), request.body);
      return url ? ok(url) : refused(VERDICT_ERROR);
    }),

    operation('verifyJudgement', async (request) => {
      try {
        return ok(await services.judgement.verify(request.session, request.body));
      } catch (error) {
        if (error instanceof VerdictNotSent) {
          request.log.error({ err: error.cause }, 'court decision not sent');
          return refused(VERDICT_ERROR);
        }
        throw error;
      }
    }),

    operation('signingCallback', async (request, reply) => {
      const outcome = await services.signingNotices.callback(request.body);
      if (!outcome.ok && outcome.reason === 'inProgress') {
        reply.header('Retry-After', '60');
        return reply.code(503).send(errorEnvelope());
      }
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.reason }, 'signing callback refused');
        throw badRequest();
      }
      return ok(true);
    }),
  ];
}
