import { describe, expect, it } from 'vitest';
import { errorKeyOf, networkFailure, resultOf } from './api';

const answer = (data: unknown, status = 200, error?: unknown) => ({
  data,
  error,
  response: new Response(null, { status }),
});

describe('the API result policy (spec 8)', () => {
  it.each([
    [
      'an envelope with status 0',
      answer({ status: 0, ErrorCode: null, responseObject: { a: 1 } }),
      { ok: true, value: { a: 1 } },
    ],
    [
      'status 0 with a false result (the caller decides)',
      answer({ status: 0, ErrorCode: null, responseObject: false }),
      { ok: true, value: false },
    ],
    ['an answer without an envelope (a list)', answer([1, 2]), { ok: true, value: [1, 2] }],
    [
      'a token answer (status, no responseObject)',
      answer({ status: 0, ErrorCode: null, access_token: 't' }),
      { ok: true, value: { status: 0, ErrorCode: null, access_token: 't' } },
    ],
  ])('%s is ok', (_name, given, expected) => {
    expect(resultOf(given)).toEqual(expected);
  });

  it.each([
    [
      'status 1 with a key',
      answer({ status: 1, ErrorCode: 'fileSizeError', responseObject: null }),
      {},
      'refused',
      'fileSizeError',
    ],
    [
      "status 1 with a result code, in the call's family",
      answer({ status: 1, ErrorCode: 4, responseObject: null }),
      { errorPrefix: 'dueDateDenied' },
      'refused',
      'dueDateDenied.4',
    ],
    [
      'status 1 with a numeric string',
      answer({ status: 1, ErrorCode: '2' }),
      { errorPrefix: 'error.login' },
      'refused',
      'error.login.2',
    ],
    [
      'status 1 without a code',
      answer({ status: 1, ErrorCode: null }),
      {},
      'refused',
      'error.server.0',
    ],
    [
      'HTTP 400 with an envelope',
      answer(undefined, 400, { status: 1, ErrorCode: 'error.input.control' }),
      {},
      'http',
      'error.input.control',
    ],
    ['HTTP 401 without a code', answer(undefined, 401, {}), {}, 'http', 'error.generic.1'],
    ['HTTP 502 from a proxy', answer(undefined, 502, 'Bad gateway'), {}, 'http', 'error.server.0'],
  ])('%s fails with its key', (_name, given, options, kind, errorKey) => {
    const result = resultOf(given, options);
    expect(result).toMatchObject({ ok: false, kind, errorKey });
  });

  it("a request that never got an answer uses the flow's key, else the generic one", () => {
    expect(networkFailure()).toMatchObject({
      kind: 'network',
      errorKey: 'error.server.0',
      httpStatus: null,
    });
    expect(networkFailure({ networkErrorKey: 'error.generic.0' }).errorKey).toBe('error.generic.0');
  });

  it('maps codes to keys', () => {
    expect(errorKeyOf(null)).toBe('error.server.0');
    expect(errorKeyOf('')).toBe('error.server.0');
    expect(errorKeyOf(3, 'dueDateDenied')).toBe('dueDateDenied.3');
    expect(errorKeyOf('error.generic.1')).toBe('error.generic.1');
  });
});
