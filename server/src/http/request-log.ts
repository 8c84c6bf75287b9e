import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { REDACT_PATHS, scrubLogArguments, scrubText } from './log-redaction';

/** The header nginx (`$request_id`) or an ingress sends, and the server answers with. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id the edge sent is kept only when it looks like one (no log injection, bounded size). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the edge's `X-Request-Id` when it has a sane one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && ACCEPTED_ID.test(value) ? value : randomUUID();
}

/**
 * The route a request matched, as its template (`/api/debts/:debtNr`), never the URL itself: a URL
 * carries debt numbers and one-time codes, and every distinct URL would be a metric series of its
 * own. Hashed assets count as one route; everything the portal's page handler answers as another.
 */
export function routeOf(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (!template) return request.is404 ? 'portal page' : 'unmatched';
  if (template.startsWith('/assets/')) return '/assets/*';
  return template;
}

/**
 * One JSON line per request, at `info`: its id (`requestId`, bound to every line the request
 * writes), method, route template, status and duration; at `debug` one more line when it
 * arrives. Neither carries the path, the query string, a header or a body. Failed requests
 * keep Fastify's own line (`err` through the logger's serializers) as well.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, route: routeOf(request) }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        route: routeOf(request),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}

/** The request a log line may describe: method and path, never the query string or headers. */
function requestSerializer(request: { method?: string; url?: string; id?: string }) {
  return {
    method: request.method,
    path: typeof request.url === 'string' ? scrubText(request.url.split('?')[0] ?? '') : undefined,
  };
}

/**
 * An error a log line may carry: its type, code and stack frames, never its message (messages of
 * parser and database errors quote what a user typed).
 */
function errorSerializer(error: {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
}) {
  const stack = typeof error?.stack === 'string' ? error.stack : '';
  return {
    type: String(error?.name ?? 'Error'),
    message: '(not logged)',
    ...(error?.code !== undefined ? { code: error.code } : {}),
    stack: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 15)
      .join('\n'),
  };
}

/** The logger of `buildApp`: level, redaction, serializers, and the request-id fields. */
export function loggerOptions(
  level: string,
  stream: NodeJS.WritableStream | undefined,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger: {
      level,
      redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
      serializers: { req: requestSerializer, err: errorSerializer, error: errorSerializer },
      hooks: {
        logMethod(args, method) {
          method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
        },
      },
      ...(stream ? { stream } : {}),
    },
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
  };
}

/** Every answer carries its request's id, so a user's report can be found in the logs. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
