/**
 * Route handlers typed by the contract. A handler is bound to its operation
 * with `operation('getDebtor', handler)`: the method and path come from the contract at
 * registration (`register.ts`), and the handler's path parameters, query, body and answer come
 * from `operations['getDebtor']` in the generated `openapi/src/schema.d.ts`, so a handler needs
 * no casts and answers only what the contract's 200 response allows.
 *
 * The request types hold because `register.ts` validates every request against the same
 * contract (path and query coerced from text, bodies exactly) before a handler runs.
 */
import type { operations } from '@portal/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];

/** The operation's path parameters (coerced to their schema types), or none. */
export type PathParams<K extends OperationId> =
  Parameters<K> extends { path: infer P } ? P : Record<string, never>;

/** The operation's query parameters (coerced to their schema types), or none. */
export type QueryParams<K extends OperationId> =
  Parameters<K> extends { query: infer Q } ? Q : Record<string, never>;

type ContentOf<B> = B extends { content: infer C } ? C[keyof C] : undefined;

/**
 * The operation's body: the JSON body, or a multipart body's text parts (coerced) with the
 * attachments' names in `files`. Undefined when the contract defines none or it was not sent.
 */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: infer B;
}
  ? ContentOf<B>
  : operations[K] extends { requestBody?: infer B }
    ? ContentOf<NonNullable<B>> | undefined
    : undefined;

/** The JSON body of the operation's 200 answer; never for a document (PDF) download. */
export type Answer<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

/** What Fastify knows of an operation's validated request. */
export interface OperationRoute<K extends OperationId> {
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: RequestBody<K>;
}

export type OperationRequest<K extends OperationId> = FastifyRequest<OperationRoute<K>>;

/**
 * A handler answers the contract's 200 body, or sends its answer itself through `reply` (a
 * document download, the health checks' 503); refusals that are HTTP errors are thrown.
 *
 * A reply is a thenable, so the answer's literals (`status: 'ok'`) are not kept from context:
 * build them with a typed helper (`ok()`, `refused()`, `answers.ts`) or constant.
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<Answer<K> | FastifyReply>;

/** The route options every operation shares: method, path, hooks and limits, not the handler. */
export type SharedRouteOptions = Omit<RouteOptions, 'handler'>;

/** A handler bound to its operation, registered by `registerOperations` (`register.ts`). */
export interface BoundOperation {
  readonly operationId: OperationId;
  /** Registers the handler on `app` with the contract's method, path and checks. */
  route(app: FastifyInstance, options: SharedRouteOptions): void;
}

/** Binds a handler to the contract operation `operationId`. */
export function operation<K extends OperationId>(
  operationId: K,
  handler: OperationHandler<NoInfer<K>>,
): BoundOperation {
  return {
    operationId,
    route(app, options) {
      app.route<OperationRoute<K>>({ ...options, handler });
    },
  };
}

/** The implemented operations by id (what `registerOperations` registers). */
export type OperationTable = Partial<Record<OperationId, BoundOperation>>;

/** One table of the areas' operations; an operation bound twice is a programming error. */
export function operationTable(...areas: BoundOperation[][]): OperationTable {
  const table: OperationTable = {};
  for (const bound of areas.flat()) {
    if (table[bound.operationId]) {
      throw new Error(`Operation ${bound.operationId} has two handlers`);
    }
    table[bound.operationId] = bound;
  }
  return table;
}
