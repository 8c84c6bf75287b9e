import { call, getContext, select } from 'redux-saga/effects';
import type { CallEffect, GetContextEffect, SelectEffect } from 'redux-saga/effects';
import type { PortalClient } from '@portal/openapi';
import type { SagaContext } from './saga-context';

/**
 * The one way a saga calls the API (errors are values, docs/architecture.md). A call becomes
 * `{ ok: true, value }` with the envelope's typed `responseObject` (or the whole answer for the
 * few operations without an envelope: lists, tokens, files), or an `ApiFailure` whose `errorKey`
 * is a translation key chosen by one policy (spec 8):
 *
 * - the request did not reach the server (network failure): `error.server.0`, unless the flow
 *   names its own key (reclamation, feedback and contact use `error.generic.0`);
 * - an HTTP error: its envelope's `ErrorCode`, 401 without one is a timed-out session
 *   (`error.generic.1`), anything else `error.server.0`;
 * - `status` not 0: its `ErrorCode`, a translation key as it is or a result code under the
 *   call's key family (`dueDateDenied.4`), `error.server.0` when there is none.
 *
 * A key the messages do not have falls back to `error.server.0` where it is shown.
 */
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

export interface ApiFailure {
  ok: false;
  kind: 'network' | 'http' | 'refused';
  errorKey: string;
  /** The envelope's `ErrorCode` (a result code or a key), when the server sent one. */
  code: string | number | null;
  /** The HTTP status, when there was an answer. */
  httpStatus: number | null;
  /** A refusal's `responseObject` (the due-date transfer's result code), when it sent one. */
  detail?: unknown;
}

export interface ApiCallOptions {
  /** Key family of the operation's integer result codes, e.g. `dueDateDenied`. */
  errorPrefix?: string;
  /** Key shown when the request never reached the server. */
  networkErrorKey?: string;
}

/** What openapi-fetch answers for one operation. */
export interface ApiAnswer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The success data of an openapi-fetch answer (its error member has no `data`). */
type DataOf<A> = A extends { data: infer D } ? D : never;

/**
 * What a saga's `yield` gives back: redux-saga sends `any` into every saga, so a delegated
 * generator has to accept it; the helpers below type what comes back instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- redux-saga's own next type
type SagaNext = any;

/** An envelope's `responseObject`; an answer without an envelope is the value itself. */
export type ApiValue<D> = [D] extends [{ status: number; responseObject?: unknown }]
  ? 'responseObject' extends keyof D
    ? Exclude<D['responseObject' & keyof D], undefined>
    : D
  : D;

export const GENERIC_ERROR_KEY = 'error.server.0';
export const SESSION_TIMEOUT_KEY = 'error.generic.1';

type Code = string | number | null;

function envelopeCode(body: unknown): Code {
  if (body === null || typeof body !== 'object' || !('ErrorCode' in body)) return null;
  const code = (body as { ErrorCode: unknown }).ErrorCode;
  return typeof code === 'string' || typeof code === 'number' ? code : null;
}

/** The translation key for an `ErrorCode` (spec 8: the code is shown translated). */
export function errorKeyOf(code: Code, errorPrefix = 'error.server'): string {
  if (code === null || code === '') return GENERIC_ERROR_KEY;
  if (typeof code === 'number') return `${errorPrefix}.${code}`;
  // A key (`error.generic.1`, `fileSizeError`) as it is; a bare number as text like a number.
  return /^\d+$/.test(code) ? `${errorPrefix}.${code}` : code;
}

/** The policy above, as a pure function of what came back (tested on its own). */
export function resultOf<D>(
  answer: ApiAnswer<D>,
  options: ApiCallOptions = {},
): ApiResult<ApiValue<D>> {
  const httpStatus = answer.response.status;
  if (!answer.response.ok) {
    const code = envelopeCode(answer.error);
    const errorKey =
      code !== null
        ? errorKeyOf(code, options.errorPrefix)
        : httpStatus === 401
          ? SESSION_TIMEOUT_KEY
          : GENERIC_ERROR_KEY;
    return { ok: false, kind: 'http', errorKey, code, httpStatus };
  }
  const data = answer.data;
  if (data !== null && typeof data === 'object' && 'status' in data) {
    const status = (data as { status: unknown }).status;
    if (status !== 0) {
      const code = envelopeCode(data);
      const detail = 'responseObject' in data ? data.responseObject : undefined;
      return {
        ok: false,
        kind: 'refused',
        errorKey: errorKeyOf(code, options.errorPrefix),
        code,
        httpStatus,
        ...(detail === undefined || detail === null ? {} : { detail }),
      };
    }
    if ('responseObject' in data) {
      return {
        ok: true,
        value: (data as { responseObject: unknown }).responseObject as ApiValue<D>,
      };
    }
  }
  return { ok: true, value: data as ApiValue<D> };
}

/** A request that never got an answer. */
export function networkFailure(options: ApiCallOptions = {}): ApiFailure {
  return {
    ok: false,
    kind: 'network',
    errorKey: options.networkErrorKey ?? GENERIC_ERROR_KEY,
    code: null,
    httpStatus: null,
  };
}

/**
 * Runs one contract operation with the store's client:
 * `const result = yield* callApi((api) => api.GET('/api/debtor'));`
 */
export function* callApi<A extends { response: Response }>(
  operation: (api: PortalClient) => Promise<A>,
  options: ApiCallOptions = {},
): Generator<GetContextEffect | CallEffect, ApiResult<ApiValue<DataOf<A>>>, SagaNext> {
  const api: PortalClient = yield getContext('api');
  let answer: ApiAnswer<DataOf<A>>;
  try {
    answer = yield call(operation, api);
  } catch {
    return networkFailure(options);
  }
  return resultOf(answer, options);
}

/** A typed `select` for sagas: `const token = yield* selectState(selectToken);` */
export function* selectState<S, T>(
  selector: (state: S) => T,
): Generator<SelectEffect, T, SagaNext> {
  return yield select(selector);
}

/** A typed `getContext` for sagas: `const navigate = yield* sagaContext('navigate');` */
export function* sagaContext<K extends keyof SagaContext>(
  key: K,
): Generator<GetContextEffect, SagaContext[K], SagaNext> {
  return yield getContext(key);
}
