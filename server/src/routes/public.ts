/** Operations open without login: public content, feedback, cookie consent, liveness, health and readiness. */
import { type BoundOperation, operation } from '../contract/operation';
import { ok } from '../http/errors';
import type { Services } from '../services/container';
import { type S, writeOrigin } from './answers';

/** The health checks' answers: 200 when up, 503 when not. */
const UP: S['HealthResponse'] = { status: 'ok' };
const UNAVAILABLE: S['HealthResponse'] = { status: 'unavailable' };

export function publicHandlers(services: Services): BoundOperation[] {
  return [
    operation('getAnnouncements', async () => services.content.announcements()),

    operation('getFaq', async () => services.content.faq()),

    operation('saveFeedback', async (request) => {
      await services.writeLimiter.take('feedback', writeOrigin(request));
      const token = await services.feedback.save(request.session, request.body);
      return ok(token);
    }),

    operation('updateFeedback', async (request) => {
      await services.writeLimiter.take('feedback', writeOrigin(request));
      await services.feedback.update(request.session, request.body);
      return ok(true);
    }),

    operation('saveCookieSettings', async (request) => {
      await services.writeLimiter.take('consent', writeOrigin(request));
      await services.consent.save(request.session, request.body);
      return ok(true);
    }),

    // Liveness: the process answers; nothing else is asked (a database outage is readiness's).
    operation('getLive', async () => UP),

    operation('getHealth', async (_request, reply) => {
      const healthy = await services.health();
      if (!healthy) return reply.code(503).send(UNAVAILABLE);
      return UP;
    }),

    operation('getReady', async (_request, reply) => {
      const ready = await services.ready();
      if (!ready) return reply.code(503).send(UNAVAILABLE);
      return UP;
    }),
  ];
}
