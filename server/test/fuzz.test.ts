/**
 * Contract fuzzing: for every operation of openapi/portal-api.yaml, requests built
 * from the contract's own examples and schemas are broken in the ways an attacker would (wrong
 * types, missing and extra fields, control characters, huge texts, 1e309, unsafe integers, three
 * decimals, traversal in paths and file names, wrong content types, bad session cookies). Every answer
 * must be below 500, be one the contract lists for that operation (status, content type and
 * body schema), and nothing may be logged at error level. Seeded and bounded: the corpus is
 * RUNS_PER_OPERATION requests per operation and database.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract, ResponseValidator } from '../src/contract/openapi';
import { withSession, strongSession, uniqueAddress, weakSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 20;

type Json = Record<string, unknown>;
const contract = loadContract();
const validator = new ResponseValidator(contract);
const schemas = (contract.document.components as { schemas: Record<string, Json> }).schemas;
const OPERATIONS = [...contract.operations.values()];

function resolve(schema: Json | undefined): Json {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    current = schemas[(current.$ref as string).split('/').pop()!] ?? {};
  }
  return current;
}

/** A value the schema probably accepts: a start from which mutations go wrong on purpose. */
function sample(schema: Json | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.examples)) return s.examples[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return sample((s[key] as Json[])[0], depth + 1);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...(s.allOf as Json[]).map((part) => sample(part, depth + 1)));
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      const properties = (s.properties ?? {}) as Record<string, Json>;
      for (const name of (s.required as string[] | undefined) ?? Object.keys(properties)) {
        out[name] = sample(properties[name], depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () =>
        sample(s.items as Json, depth + 1),
      );
    case 'integer':
    case 'number':
      return Number(s.minimum ?? (s.exclusiveMinimum !== undefined ? 1 : 1));
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'email') return 'a@example.org';
      return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    default:
      return null;
  }
}

/** The request body the contract shows as its example, else one sampled from the schema. */
function baseBody(op: ContractOperation): unknown {
  const item = (contract.document.paths as Record<string, Json>)[op.path]![op.method] as Json;
  const content = ((item.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  const media = content['application/json'] ?? content['multipart/form-data'];
  if (!media) return undefined;
  if (media.example !== undefined) return structuredClone(media.example);
  return sample((media.schema as Json) ?? {});
}

/** Paths to every value in a body (object keys and array indexes), the root excluded. */
function leaves(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...leaves(v, [...prefix, i])]);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k],
      ...leaves(v, [...prefix, k]),
    ]);
  }
  return [];
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false) {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
}

/** Numbers JSON.stringify cannot write: placed as marker strings, then spliced in as text. */
const RAW_NUMBERS: Record<string, string> = {
  '@@inf@@': '1e309',
  '@@neginf@@': '-1e309',
  '@@unsafe@@': '99999999999999999999',
  '@@threedecimals@@': '12.345',
};
function serialise(body: unknown): string {
  let text = JSON.stringify(body) ?? '';
  for (const [marker, raw] of Object.entries(RAW_NUMBERS))
    text = text.replaceAll(`"${marker}"`, raw);
  return text;
}

const CONTROL = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\r\n',
  '\t',
  '\ud800',
  '\u202e',
];
const TRAVERSAL = [
  '../../etc/passwd',
  '..\\..\\win.ini',
  '%2e%2e%2f',
  '/etc/passwd',
  '....//x',
  '..',
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('wrongType' as const),
    value: fc.constantFrom<unknown>(true, 'x', 0, -1, [], {}, null, 1.5, '1', [1]),
  }),
  fc.record({ kind: fc.constant('drop' as const) }),
  fc.record({
    kind: fc.constant('extra' as const),
    name: fc.constantFrom('extra', '__proto__', 'constructor', 'debtorNr', 'Nr'),
  }),
  fc.record({ kind: fc.constant('control' as const), text: fc.constantFrom(...CONTROL) }),
  fc.record({ kind: fc.constant('huge' as const), length: fc.constantFrom(1_001, 5_000, 70_000) }),
  fc.record({
    kind: fc.constant('rawNumber' as const),
    marker: fc.constantFrom(...Object.keys(RAW_NUMBERS)),
  }),
  fc.record({ kind: fc.constant('traversal' as const), text: fc.constantFrom(...TRAVERSAL) }),
  fc.record({ kind: fc.constant('none' as const) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** The mutated value for one place (a string or number gets broken in kind). */
function mutate(current: unknown, m: Mutation): unknown {
  switch (m.kind) {
    case 'wrongType':
      return m.value;
    case 'control':
      return `${typeof current === 'string' ? current : 'a'}${m.text}b`;
    case 'huge':
      return 'é'.repeat(m.length);
    case 'rawNumber':
      return m.marker;
    case 'traversal':
      return m.text;
    default:
      return current;
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  undefined,
];

const PDF = Buffer.from('%PDF-1.4\n%fuzz\n');

describe.each(DATABASE_KINDS)('contract fuzzing on %s', (kind) => {
  let weak: string;
  const errorLines: string[] = [];
  let requests = 0;

  const { app } = useTestApp(kind, () => ({
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) {
          if (/"level":(5\d|60)/.test(line)) errorLines.push(line);
        }
        done();
      },
    }),
  }));

  beforeAll(async () => {
    weak = await weakSession(app, '1000001', '11111111');
  });

  async function headersFor(auth: 'strong' | 'strong5' | 'weak' | 'none' | 'garbage') {
    // A fresh strong session each time: a fuzzed refresh or logout must not end the next test's.
    if (auth === 'strong') return withSession(await strongSession(app, 1));
    if (auth === 'strong5') return withSession(await strongSession(app, 5));
    if (auth === 'weak') return withSession(weak);
    if (auth === 'garbage') return { cookie: 'portal-session=a.b.\u0000' };
    return {};
  }

  function checkAnswer(
    op: ContractOperation,
    res: Awaited<ReturnType<FastifyInstance['inject']>>,
    what: string,
  ) {
    requests += 1;
    what = what.length > 300 ? `${what.slice(0, 300)}…` : what;
    expect(res.statusCode, `${op.operationId} ${what}: ${res.body.slice(0, 300)}`).toBeLessThan(
      500,
    );
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const body = contentType === 'application/json' ? res.json() : undefined;
    const check = validator.check(op.operationId, res.statusCode, body, contentType);
    expect(
      check.valid,
      `${op.operationId} ${what} → ${res.statusCode} ${contentType} ${res.body.slice(0, 300)} ${JSON.stringify(check.errors)}`,
    ).toBe(true);
  }

  const auth = fc.constantFrom('strong', 'strong5', 'weak', 'none', 'garbage') as fc.Arbitrary<
    'strong' | 'strong5' | 'weak' | 'none' | 'garbage'
  >;

  for (const op of OPERATIONS.filter((o) => !o.multipartSchema)) {
    it(`${op.operationId}: malformed requests answer within the contract`, async () => {
      const base = baseBody(op);
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      const queryParams = op.parameters.filter((p) => p.in === 'query');
      await fc.assert(
        fc.asyncProperty(
          mutation,
          fc.nat(),
          fc.constantFrom('body', 'path', 'query') as fc.Arbitrary<'body' | 'path' | 'query'>,
          fc.constantFrom(...CONTENT_TYPES),
          fc.nat({ max: 3 }),
          auth,
          async (m, pick, target, contentType, typeChoice, who) => {
            const body = structuredClone(base);
            const params: Record<string, string> = Object.fromEntries(
              pathParams.map((p) => [p.name, String(sample(p.schema))]),
            );
            const query: Record<string, string> = Object.fromEntries(
              queryParams.map((p) => [p.name, String(sample(p.schema))]),
            );
            if (target === 'path' && pathParams.length > 0) {
              const name = pathParams[pick % pathParams.length]!.name;
              params[name] = m.kind === 'drop' ? '' : String(mutate(params[name], m));
            } else if (target === 'query' && queryParams.length > 0) {
              const name = queryParams[pick % queryParams.length]!.name;
              if (m.kind === 'drop') delete query[name];
              else query[name] = String(mutate(query[name], m));
            } else if (body !== undefined && body !== null && typeof body === 'object') {
              const places = leaves(body);
              if (m.kind === 'extra') {
                setAt(body, [m.name], 1);
              } else if (places.length > 0) {
                const place = places[pick % places.length]!;
                if (m.kind === 'drop') setAt(body, place, undefined, true);
                else {
                  let node: unknown = body;
                  for (const key of place) node = (node as Record<string | number, unknown>)[key];
                  setAt(body, place, mutate(node, m));
                }
              }
            }
            const url =
              op.path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
                encodeURIComponent(params[name]!),
              ) + (queryParams.length > 0 ? `?${new URLSearchParams(query).toString()}` : '');
            const headers: Record<string, string> = { ...(await headersFor(who)) };
            const options: InjectOptions = {
              method: op.method.toUpperCase() as 'GET',
              url,
              headers,
              remoteAddress: uniqueAddress(),
            };
            if (op.method !== 'get') {
              // Mostly JSON, as the portal sends; the rest of the time any content type.
              const type = typeChoice === 0 ? contentType : 'application/json';
              if (type) headers['content-type'] = type;
              options.payload = body === undefined ? '' : serialise(body);
            }
            const res = await app.inject(options);
            checkAnswer(
              op,
              res,
              `${m.kind} ${target} ${url} ${String(options.payload ?? '').slice(0, 200)}`,
            );
          },
        ),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      );
    });
  }

  for (const op of OPERATIONS.filter((o) => o.multipartSchema)) {
    it(`${op.operationId}: malformed forms and file names answer within the contract`, async () => {
      const base = (baseBody(op) ?? {}) as Record<string, unknown>;
      await fc.assert(
        fc.asyncProperty(
          mutation,
          fc.nat(),
          fc.oneof(
            fc.constantFrom('a.pdf', '../a.pdf', '..\\a.pdf', 'a\u0000.pdf', '.pdf', 'a.pdf.exe'),
            fc.constantFrom(...CONTROL).map((c) => `a${c}.pdf`),
            fc.constant('x'.repeat(300) + '.pdf'),
          ),
          fc.boolean(),
          fc.constantFrom('multipart', 'application/json', 'text/plain'),
          async (m, pick, fileName, withFile, encoding) => {
            const fields: Record<string, unknown> = { ...base };
            delete fields.files;
            const names = Object.keys(fields);
            if (m.kind === 'extra') fields[m.name] = '1';
            else if (names.length > 0) {
              const name = names[pick % names.length]!;
              if (m.kind === 'drop') delete fields[name];
              else fields[name] = mutate(fields[name], m);
            }
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) {
              const text = (v: unknown) =>
                typeof v === 'string' && v in RAW_NUMBERS
                  ? RAW_NUMBERS[v]!
                  : typeof v === 'string'
                    ? v
                    : JSON.stringify(v);
              if (Array.isArray(value)) for (const v of value) form.append(name, text(v));
              else form.append(name, text(value));
            }
            if (withFile) form.append('files', new Blob([PDF]), fileName);
            const encoded = new Response(form);
            const multipart = encoding === 'multipart';
            const res = await app.inject({
              method: 'POST',
              url: op.path,
              remoteAddress: uniqueAddress(),
              headers: {
                ...(await headersFor('strong')),
                'content-type': multipart ? encoded.headers.get('content-type')! : encoding,
              },
              payload: multipart ? Buffer.from(await encoded.arrayBuffer()) : serialise(fields),
            });
            checkAnswer(
              op,
              res,
              `${m.kind} ${encoding} ${JSON.stringify(fileName)} ${JSON.stringify(fields).slice(0, 200)}`,
            );
          },
        ),
        { numRuns: RUNS_PER_OPERATION * 2, seed: SEED, endOnFailure: true },
      );
    });
  }

  it('malformed paths answer the contract envelope, not the framework body', async () => {
    for (const url of [
      '/api/%',
      '/api/%zz',
      '/api/orders/balancereport/%E0%A4%A/1',
      '/api/orders/balancereport/fi-FI/%00',
      '/api/debtor/add/%2e%2e%2f',
      '/api/../../etc/passwd',
      '/api/reconciliation/file/ms/1e309',
      '/api/duedate/parameters/99999999999999999999',
    ]) {
      const res = await app.inject({ url, headers: withSession(await strongSession(app, 1)) });
      requests += 1;
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toEqual({
        status: 1,
        ErrorCode: expect.any(String),
        responseObject: null,
      });
      expect(res.body, url).not.toMatch(/FST_|statusCode/);
    }
  });

  it('logged nothing at error level, over the whole corpus', () => {
    expect(errorLines).toEqual([]);
    console.info(`contract fuzzing on ${kind}: ${requests} requests`);
  });
});
