/**
 * The OpenAPI document (`openapi/portal-api.yaml`) is the only description of requests and
 * responses: routes take their method, path, security and request schemas from it, and the
 * contract tests validate real responses against it. Nothing here copies a schema by hand.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { fromRoot } from '../paths';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const CONTRACT_PATH = fromRoot('openapi', 'portal-api.yaml');
/** Component schemas are registered with Ajv under this base, `${SCHEMA_BASE}${name}`. */
export const SCHEMA_BASE = 'https://contract.invalid/schemas/';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

export type SecurityMode = 'required' | 'optional' | 'none';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Path as the document writes it, `/api/orders/balancereport/{locale}/{debtNr}`. */
  path: string;
  /** Path in Fastify syntax, `/api/orders/balancereport/:locale/:debtNr`. */
  routePath: string;
  security: SecurityMode;
  parameters: ContractParameter[];
  /** JSON body schema (refs rewritten), or undefined when the operation has no JSON body. */
  bodySchema: Json | undefined;
  /** multipart/form-data schema (refs rewritten), for operations that take attachments. */
  multipartSchema: Json | undefined;
  bodyRequired: boolean;
  bodyContentTypes: string[];
  /** status code → content type → schema (refs rewritten) */
  responses: Record<string, Record<string, Json | undefined>>;
}

export interface Contract {
  document: Json;
  operations: Map<string, ContractOperation>;
  schemaNames: string[];
}

let cached: Contract | undefined;

/** Loads and indexes the contract once per process. */
export function loadContract(path = CONTRACT_PATH): Contract {
  if (cached && path === CONTRACT_PATH) return cached;
  const document = parseContract(readFileSync(path, 'utf8'));
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const operations = new Map<string, ContractOperation>();
  const globalSecurity = document.security as unknown[] | undefined;

  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const shared = ((item.parameters as Json[] | undefined) ?? []).map((p) => deref(document, p));
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const operationId = String(op.operationId);
      const parameters = [
        ...shared,
        ...((op.parameters as Json[] | undefined) ?? []).map((p) => deref(document, p)),
      ].map((p): ContractParameter => ({
        name: String(p.name),
        in: p.in as ContractParameter['in'],
        required: Boolean(p.required),
        schema: rewriteRefs((p.schema ?? {}) as Json) as Json,
      }));
      const requestBody = op.requestBody ? deref(document, op.requestBody as Json) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, Json>;
      const jsonBody = content['application/json']?.schema as Json | undefined;
      const multipartBody = content['multipart/form-data']?.schema as Json | undefined;
      const responses: ContractOperation['responses'] = {};
      for (const [status, response] of Object.entries(
        (op.responses ?? {}) as Record<string, Json>,
      )) {
        const resolved = deref(document, response);
        const byType: Record<string, Json | undefined> = {};
        for (const [type, media] of Object.entries(
          (resolved.content ?? {}) as Record<string, Json>,
        )) {
          byType[type] = media.schema ? (rewriteRefs(media.schema as Json) as Json) : undefined;
        }
        responses[status] = byType;
      }
      operations.set(operationId, {
        operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        security: securityMode((op.security as unknown[] | undefined) ?? globalSecurity),
        parameters,
        bodySchema: jsonBody ? (rewriteRefs(jsonBody) as Json) : undefined,
        multipartSchema: multipartBody ? (rewriteRefs(multipartBody) as Json) : undefined,
        bodyRequired: Boolean(requestBody?.required),
        bodyContentTypes: Object.keys(content),
        responses,
      });
    }
  }
  const contract = { document, operations, schemaNames: Object.keys(schemas) };
  if (path === CONTRACT_PATH) cached = contract;
  return contract;
}

/**
 * The parsed document, kept as JSON beside the dependencies and keyed by the YAML's hash: parsing
 * the YAML took 0.75 s of an instance's start-up (a crashed instance back within 5 s).
 * A cache that cannot be read or written is simply not used.
 */
export const CONTRACT_CACHE_DIR = fromRoot('node_modules', '.cache', 'portal-contract');

export function parseContract(yamlText: string, cacheDir = CONTRACT_CACHE_DIR): Json {
  const hash = createHash('sha256').update(yamlText).digest('hex').slice(0, 32);
  const file = join(cacheDir, `${hash}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch {
    // not cached yet (or unreadable): parse the YAML
  }
  const document = parse(yamlText) as Json;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
  } catch {
    // a read-only install parses the YAML at every start
  }
  return document;
}

function securityMode(security: unknown[] | undefined): SecurityMode {
  if (!security || security.length === 0) return 'none';
  const anonymous = security.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0);
  return anonymous ? 'optional' : 'required';
}

/** Follows a local `$ref` (`#/components/parameters/X`) to the object it names. */
function deref(document: Json, value: Json): Json {
  let current = value;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => (node[decodeURIComponent(key)] ?? {}) as Json, document);
  }
  return current;
}

/** `#/components/schemas/X` → `${SCHEMA_BASE}X`, everywhere in a schema. */
export function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [key, inner] of Object.entries(value as Json)) {
      if (
        key === '$ref' &&
        typeof inner === 'string' &&
        inner.startsWith('#/components/schemas/')
      ) {
        out[key] = `${SCHEMA_BASE}${inner.slice('#/components/schemas/'.length)}`;
      } else {
        out[key] = rewriteRefs(inner);
      }
    }
    return out;
  }
  return value;
}

export interface AjvOptions {
  /** Path and query parameters arrive as text and are coerced; bodies never are. */
  coerceTypes?: boolean;
}

/** An Ajv 2020 instance configured as the contract's notes require, with every component schema. */
export function createContractAjv(contract: Contract, options: AjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    removeAdditional: false,
    allowUnionTypes: true,
    keywords: ['x-enum-varnames', 'x-multiline'],
    // Euro amounts are `multipleOf: 0.01`: 0.07 / 0.01 is 7.000000000000001 in binary, 1.005 / 0.01
    // is 100.49999999999999; six places keep the first and refuse the second.
    multipleOfPrecision: 6,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: false,
    allErrors: false,
    strict: true,
  });
  addFormats(ajv);
  const schemas = ((contract.document.components as Json).schemas ?? {}) as Record<string, Json>;
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema({ ...(rewriteRefs(schema) as Json), $id: `${SCHEMA_BASE}${name}` });
  }
  return ajv;
}

export interface ResponseCheck {
  valid: boolean;
  errors: ErrorObject[] | null | undefined;
}

/** Validates a response body against the document's schema for that operation and status. */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {
    this.ajv = createContractAjv(contract);
  }

  check(
    operationId: string,
    status: number,
    body: unknown,
    contentType = 'application/json',
  ): ResponseCheck {
    const op = this.contract.operations.get(operationId);
    if (!op) throw new Error(`Unknown operation ${operationId}`);
    const response = op.responses[String(status)] ?? op.responses.default;
    if (!response) {
      return {
        valid: false,
        errors: [{ message: `status ${status} is not in the contract` } as ErrorObject],
      };
    }
    if (!(contentType in response)) {
      return {
        valid: false,
        errors: [{ message: `content type ${contentType} is not in the contract` } as ErrorObject],
      };
    }
    const schema = response[contentType];
    if (!schema || contentType !== 'application/json') return { valid: true, errors: null };
    const key = `${operationId} ${status} ${contentType}`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.cache.set(key, validate);
    }
    const valid = validate(body) as boolean;
    return { valid, errors: validate.errors };
  }
}
