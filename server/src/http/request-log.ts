import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's two info lines per request drown the demo's output: one line per request at `debug`
 * instead (`LOG_LEVEL=debug`), with the path only (query strings carry one-time codes and
 * signatures). Failed requests and Fastify's other log entries stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug(
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`,
    );
  }
}
