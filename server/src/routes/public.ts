/** Operations open without login: public content, feedback, cookie consent, health (liveness) and readiness. */
import { type OperationHandlers } from '../contract/register';
import { ok } from '../http/errors';
import type { Services } from '../services/container';
import { type S, writeOrigin } from './answers';

export function publicHandlers(services: Services): OperationHandlers {
  return {
    async getAnnouncements() {
      return services.content.announcements();
    },

    async getFaq() {
      return services.content.faq();
    },

    async saveFeedback(request) {
      await services.writeLimiter.take('feedback', writeOrigin(request));
      const token = await services.feedback.save(
        request.session,
        request.body as S['FeedbackSaveRequest'],
      );
      return ok(token);
    },

    async updateFeedback(request) {
      await services.writeLimiter.take('feedback', writeOrigin(request));
      await services.feedback.update(request.session, request.body as S['FeedbackUpdateRequest']);
      return ok(true);
    },

    async saveCookieSettings(request) {
      await services.writeLimiter.take('consent', writeOrigin(request));
      await services.consent.save(request.session, request.body as S['CookieSettings']);
      return ok(true);
    },

    async getHealth(_request, reply) {
      const healthy = await services.health();
      if (!healthy) return reply.code(503).send({ status: 'unavailable' });
      return { status: 'ok' };
    },

    async getReady(_request, reply) {
      const ready = await services.ready();
      if (!ready) return reply.code(503).send({ status: 'unavailable' });
      return { status: 'ok' };
    },
  };
}
