import type { paths } from '@portal/openapi';

/**
 * A fake of the portal API for tests that run the real sagas and components: a `fetch` that
 * answers the contract's routes from handlers typed by the generated types (request bodies,
 * path and query parameters, and each status's JSON body), and records every call. Money is
 * euros with two decimals here, as at the real API boundary.
 *
 * ```ts
 * const api = createFakeApi();
 * api.on('post', '/api/login', () => {
 *   api.setSession('s1');
 *   return ok({ status: 0, ErrorCode: null, expires_in: 3600 });
 * });
 * const store = makeStore({ fetch: api.fetch, baseUrl: FAKE_API_ORIGIN });
 * ```
 *
 * The session is the browser's HttpOnly cookie, which the portal's script never sees: the fake
 * keeps it (`setSession`, as the server's `Set-Cookie` would set or delete it), and every later
 * call carries it (`request.session`, `call.session`), as the browser sends it.
 *
 * A route without a handler answers 404 (the contract's error envelope) and is listed in
 * `unhandled`, so a test can assert that a flow called nothing unexpected. A handler that throws
 * makes the fetch reject, as it does without a connection. An answer the contract does not
 * describe (a proxy's 500, a body of the wrong shape) must be asked for by name, with
 * `offContract(status, body)`; everything else is a type error when it strays from the contract.
 * A multipart request's body is its `FormData`; a PDF is answered with `pdf(text, fileName)`.
 */

export const FAKE_API_ORIGIN = 'http://api.test';

const METHODS = ['get', 'post', 'put', 'delete'] as const;
export type Method = (typeof METHODS)[number];
export type ApiPath = keyof paths;

/** The paths that have an operation for a method. */
export type PathOf<M extends Method> = {
  [P in ApiPath]: paths[P][M] extends { responses: object } ? P : never;
}[ApiPath];

type Operation<P extends ApiPath, M extends Method> = paths[P][M] extends infer O
  ? O extends { responses: object }
    ? O
    : never
  : never;

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** What a response of the contract carries: its JSON, or the text of a PDF. */
type BodyOf<T> = T extends { content: { 'application/json': infer J } }
  ? Frozen<J>
  : T extends { content: { 'application/pdf': infer B } }
    ? B
    : never;

type ResponsesOf<P extends ApiPath, M extends Method> = Operation<P, M>['responses'];

/** One answer the operation may give: a status the contract lists and its JSON body. */
export type FakeAnswer<P extends ApiPath, M extends Method> =
  | {
      [S in keyof ResponsesOf<P, M>]: {
        status: S;
        body: BodyOf<ResponsesOf<P, M>[S]>;
        /** Response headers (a PDF's `Content-Disposition`). */
        headers?: Record<string, string>;
      };
    }[keyof ResponsesOf<P, M>]
  | OffContract;

const OFF_CONTRACT = Symbol('off contract');

/** An answer outside the contract, made on purpose with `offContract`. */
export interface OffContract {
  [OFF_CONTRACT]: true;
  status: number;
  body: unknown;
}

/**
 * An answer the contract does not list for the operation: a status it does not name (a 500 from
 * a proxy) or a body it does not describe. Tests of how the portal copes with a broken server
 * use it; it is the one way around the fake's types, so each use says so.
 */
export const offContract = (status: number, body: unknown = {}): OffContract => ({
  [OFF_CONTRACT]: true,
  status,
  body,
});

/** A 200 answer with a PDF (its text) under the file name, as the server sends documents. */
export const pdf = (text: string, fileName: string) => ({
  status: 200 as const,
  body: text,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
  },
});

/**
 * A body as `ok(envelope({...}))` infers it (`const` type parameters make arrays readonly): the
 * fake only serializes it, so a readonly array answers as well as the contract's mutable one.
 */
type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** The operation's JSON request body (`undefined` for operations without one). */
export type FakeRequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B }
    ? NonNullable<B> extends { content: { 'multipart/form-data': unknown } }
      ? FormData
      : JsonOf<NonNullable<B>> | undefined
    : undefined;

export interface FakeRequest<P extends ApiPath, M extends Method> {
  body: FakeRequestBody<P, M>;
  /** The path's `{parameters}`, as text. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The request's abort signal (a saga cancelled while the call is under way aborts it). */
  signal: AbortSignal;
  /** The session cookie the call carried (`setSession`), or null. */
  session: string | null;
}

export type FakeHandler<P extends ApiPath, M extends Method> = (
  request: FakeRequest<P, M>,
) => FakeAnswer<P, M> | Promise<FakeAnswer<P, M>>;

export interface FakeCall {
  method: Method;
  /** The contract's path (`/api/duedate/parameters/{debtNr}`), or the address for an unhandled one. */
  path: string;
  url: string;
  body: unknown;
  /** The session cookie the call carried (`setSession`), or null. */
  session: string | null;
}

/** A 200 answer with its body (the usual case). */
export const ok = <const B>(body: B) => ({ status: 200 as const, body });

/** The contract's envelope for a success: `status` 0 and the result. */
export const envelope = <const T>(responseObject: T) => ({
  status: 0 as const,
  ErrorCode: null,
  responseObject,
});

interface WireRequest {
  body: unknown;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  signal: AbortSignal;
  session: string | null;
}

interface Route {
  method: Method;
  path: string;
  pattern: RegExp;
  names: string[];
  /** The handler as registered; `handler()` hands it back with its own type. */
  typed: unknown;
  answer: (
    request: WireRequest,
  ) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
}

function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createFakeApi() {
  const routes: Route[] = [];
  const calls: FakeCall[] = [];
  const callPaths: string[] = [];
  const latestBodies: Record<string, unknown> = {};
  const unhandled: FakeCall[] = [];
  /** The browser's session cookie as the fake server last set it. */
  let session: string | null = null;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const method = METHODS.find((m) => m === request.method.toLowerCase()) ?? 'get';
    const body = await bodyOf(request);
    const headers = request.headers;
    // The browser sends the cookie it holds when the call starts; the answer may change it.
    const sent = session;
    // A literal path before a template (`/api/debtor/dataExport` before `/api/debtor/{x}`); for
    // one route the latest handler wins, so a test can change one answer of a prepared fake.
    const route = routes
      .filter((r) => r.method === method && r.pattern.test(url.pathname))
      .reduce<Route | undefined>(
        (best, r) => (best && best.names.length < r.names.length ? best : r),
        undefined,
      );
    const call: FakeCall = {
      method,
      path: route?.path ?? url.pathname,
      url: url.pathname + url.search,
      body,
      session: sent,
    };
    calls.push(call);
    callPaths.push(url.pathname);
    if (body !== undefined) latestBodies[url.pathname] = body;
    if (!route) {
      unhandled.push(call);
      return Response.json({ status: 1, ErrorCode: 'error.server.0' }, { status: 404 });
    }
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(values[index]!)]),
    );
    const answer = await route.answer({
      body,
      params,
      query: url.searchParams,
      headers,
      signal: request.signal,
      session: sent,
    });
    const type = answer.headers?.['content-type'];
    if (type && !type.includes('json'))
      return new Response(answer.body as BodyInit, {
        status: answer.status,
        headers: answer.headers,
      });
    return Response.json(answer.body, { status: answer.status, headers: answer.headers });
  };

  return {
    fetch,
    calls,
    /** The address path of every call, in order. */
    paths: callPaths,
    /** The latest body sent to each address path. */
    bodies: latestBodies,
    unhandled,
    /** The session cookie the browser holds now, or null. */
    get session() {
      return session;
    },
    /** Sets the session cookie (null deletes it), as a server's answer does with `Set-Cookie`. */
    setSession(value: string | null) {
      session = value;
    },
    /** Answers `method path` with the handler (replacing an earlier one for the same route). */
    on<M extends Method, P extends PathOf<M>>(method: M, path: P, handler: FakeHandler<P, M>) {
      const { pattern, names } = patternOf(path);
      routes.push({
        method,
        path,
        pattern,
        names,
        typed: handler,
        // The body is the portal's, sent by its client typed by the same contract.
        answer: async (request) => {
          const answer = await handler({
            ...request,
            body: request.body as FakeRequestBody<P, M>,
          });
          if (OFF_CONTRACT in answer) return { status: answer.status, body: answer.body };
          return { status: Number(answer.status), body: answer.body, headers: answer.headers };
        },
      });
      return this;
    },
    /** The handler answering `method path` now (to wrap it: delay an answer, count calls). */
    handler<M extends Method, P extends PathOf<M>>(method: M, path: P): FakeHandler<P, M> {
      const route = routes.findLast((r) => r.method === method && r.path === path);
      if (!route) throw new Error(`No handler for ${method} ${path}`);
      return route.typed as FakeHandler<P, M>;
    },
    /** The calls made to one route of the contract. */
    callsTo(method: Method, path: ApiPath) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
