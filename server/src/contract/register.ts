import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { checkValues, multilineProperties, type TextRules } from '../http/input';
import {
  deleteSessionCookie,
  sessionEndHeaders,
  sessionSecretOf,
  type SessionCookie,
} from '../http/session-cookie';
import {
  answerBeforeRestOfBody,
  MAX_ATTACHMENT_BYTES,
  readMultipart,
  removeUploads,
  type Upload,
} from '../http/uploads';
import type { Session, SessionService } from '../services/sessions';
import type { UploadQuota } from '../services/upload-quota';
import { type Contract, type ContractOperation, createContractAjv } from './openapi';
import type { OperationTable } from './operation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cookie's session; null signed out, on an operation that allows that. */
    session: Session | null;
    /**
     * Attachments of a multipart operation, checked (size, name, content); an empty list on any
     * other operation, null before the operation's handling begins.
     */
    uploads: Upload[] | null;
  }
}

/** JSON bodies are small; attachments (multipart) get their own limit with the next issue. */
export const JSON_BODY_LIMIT = 64 * 1024;

interface Validators {
  params?: ValidateFunction;
  query?: ValidateFunction;
  body?: ValidateFunction;
  /** Multipart text parts (coerced from text) and the attachments' names. */
  multipart?: ValidateFunction;
  /** Parts that may repeat (array properties of the multipart schema). */
  arrayParts?: Set<string>;
}

/** The array properties of a multipart schema (a local reference to a component). */
function arrayProperties(contract: Contract, schema: Record<string, unknown>): Set<string> {
  const ref = schema.$ref as string | undefined;
  const schemas = (contract.document.components as { schemas: Record<string, unknown> }).schemas;
  const resolved = (ref ? schemas[ref.split('/').pop()!] : schema) as {
    properties?: Record<string, { type?: unknown }>;
  };
  return new Set(
    Object.entries(resolved.properties ?? {})
      .filter(([, property]) => property.type === 'array')
      .map(([name]) => name),
  );
}

function parameterSchema(op: ContractOperation, where: 'path' | 'query') {
  const params = op.parameters.filter((p) => p.in === where);
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/** Compiled validators are kept per contract: every app instance (tests build many) shares them. */
const compiled = new WeakMap<Contract, Map<string, Validators>>();

function validatorsFor(contract: Contract, op: ContractOperation): Validators {
  let byOperation = compiled.get(contract);
  if (!byOperation) {
    byOperation = new Map();
    compiled.set(contract, byOperation);
  }
  let validators = byOperation.get(op.operationId);
  if (!validators) {
    const strict = ajvFor(contract, false);
    const coercing = ajvFor(contract, true);
    const paramsSchema = parameterSchema(op, 'path');
    const querySchema = parameterSchema(op, 'query');
    validators = {
      ...(paramsSchema ? { params: coercing.compile(paramsSchema) } : {}),
      ...(querySchema ? { query: coercing.compile(querySchema) } : {}),
      ...(op.bodySchema ? { body: strict.compile(op.bodySchema) } : {}),
      ...(op.multipartSchema
        ? {
            multipart: coercing.compile(op.multipartSchema),
            arrayParts: arrayProperties(contract, op.multipartSchema),
          }
        : {}),
    };
    byOperation.set(op.operationId, validators);
  }
  return validators;
}

const ajvs = new WeakMap<Contract, { strict?: Ajv2020; coercing?: Ajv2020 }>();
function ajvFor(contract: Contract, coerce: boolean): Ajv2020 {
  const entry = ajvs.get(contract) ?? {};
  ajvs.set(contract, entry);
  if (coerce) return (entry.coercing ??= createContractAjv(contract, { coerceTypes: true }));
  return (entry.strict ??= createContractAjv(contract));
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return (
    typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length === 0
  );
}

/** Compiles every operation's request validators now (a contract test: no schema fails late). */
export function compileRequestValidators(contract: Contract): number {
  for (const op of contract.operations.values()) validatorsFor(contract, op);
  return contract.operations.size;
}

/**
 * Registers the implemented operations with the method, path, security and request schemas of
 * the contract (each handler bound with `operation()`, `operation.ts`). Path and query parameters are coerced from text; bodies are validated exactly
 * (unknown fields refused). Every failure becomes a 4xx envelope.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: OperationTable,
  sessions: SessionService,
  uploadQuota: UploadQuota,
  cookie: SessionCookie,
): { implemented: string[]; missing: string[] } {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  if (!app.hasRequestDecorator('uploads')) app.decorateRequest('uploads', null);
  const rules: TextRules = { multiline: multilineProperties(contract.document) };
  /** Multipart requests being read or handled, per session (this instance). */
  const uploadsInFlight = new Map<string, number>();

  for (const bound of Object.values(handlers)) {
    if (!bound) continue;
    const op = contract.operations.get(bound.operationId);
    if (!op) throw new Error(`Operation ${bound.operationId} is not in the contract`);
    // Compiled in the background after start-up (or by the operation's first request, if that
    // comes first), not before listening: an instance restarted after a crash is ready sooner
    // (back within 5 s); every schema is still compiled by the contract tests.
    let compiledValidators: Validators | undefined;
    const validatorsOf = () => (compiledValidators ??= validatorsFor(contract, op));

    bound.route(app, {
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url: op.routePath,
      bodyLimit: JSON_BODY_LIMIT,
      onRequest: async (request, reply) => {
        request.session = null;
        if (op.security === 'none') return;
        await authenticate(request, reply, sessions, cookie, op.security === 'required');
      },
      preValidation: async (request, reply) => {
        // Texts are checked before the schemas (so a control character answers its own code),
        // numbers again after coercion, which turns "1e309" into Infinity.
        // Query parameters an operation does not declare are never read, so not checked.
        const validators = validatorsOf();
        if (validators.params) {
          checkValues(request.params, rules);
          if (!validators.params(request.params)) throw badRequest();
          checkValues(request.params, rules);
        }
        if (validators.query) {
          checkValues(request.query, rules);
          if (!validators.query(request.query)) throw badRequest();
          checkValues(request.query, rules);
        }
        const contentType = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        request.uploads = [];
        if (validators.multipart) {
          if (contentType !== 'multipart/form-data' || !request.isMultipart()) {
            throw new HttpError(415);
          }
          holdUploadSlot(request, reply, uploadsInFlight);
          // The debtor's daily allowance for files (services/upload-quota.ts).
          const allowance = request.session
            ? await uploadQuota.allowance(request.session.debtorNr)
            : { maxBytes: MAX_ATTACHMENT_BYTES, error: undefined };
          const form = await readMultipart(
            request,
            validators.arrayParts!,
            allowance.maxBytes,
            allowance.error,
          );
          // Their temporary files go when the answer is out (onResponse), whatever it is.
          request.uploads = form.files;
          const fields: Record<string, unknown> = checkValues({ ...form.fields }, rules);
          if (form.files.length > 0) fields.files = form.files.map((f) => f.fileName);
          if (!validators.multipart(fields)) throw badRequest();
          checkValues(fields, rules);
          request.body = fields;
          request.uploads = form.files;
          return;
        }
        const body = request.body;
        if (!op.bodySchema) {
          // The contract defines no body: anything but an empty one is refused.
          if (!isEmptyBody(body)) throw badRequest();
          return;
        }
        if (body === undefined) {
          if (op.bodyRequired) throw badRequest();
          return;
        }
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!op.bodyContentTypes.includes(type)) throw new HttpError(415);
        checkValues(body, rules);
        if (!validators.body!(body)) throw badRequest();
      },
      // A refused upload is answered, not reset, whatever of its body is still arriving.
      ...(op.multipartSchema
        ? { onSend: async (request, reply) => answerBeforeRestOfBody(request, reply) }
        : {}),
      onResponse: async (request) => removeUploads(request.uploads),
    });
  }

  const implemented: string[] = Object.keys(handlers);
  warmValidators(contract, implemented);
  const missing = [...contract.operations.keys()].filter((id) => !implemented.includes(id));
  return { implemented, missing };
}

/**
 * Compiles the operations' validators one at a time in the background once the instance is up,
 * so that neither start-up nor a first request waits for them. The timers do not keep the process
 * alive; every app of the process shares the compiled validators.
 */
function warmValidators(contract: Contract, operationIds: string[]) {
  const queue = [...operationIds];
  const next = () => {
    const op = contract.operations.get(queue.shift() ?? '');
    if (!op) return;
    validatorsFor(contract, op);
    setTimeout(next, 0).unref();
  };
  setTimeout(next, 0).unref();
}

/** At most this many attachment requests of one session are read and stored at once. */
export const MAX_UPLOADS_IN_FLIGHT = 2;
export const UPLOAD_BUSY_ERROR = 'error.attachment.2';

/**
 * Takes one of the session's upload slots until the answer has been sent (or the connection
 * closed), or refuses with 429 before a byte of the body is stored: a session cannot make the
 * server hold more than two bodies of up to 20 MB at once. The refused body is only read and
 * thrown away (`answerBeforeRestOfBody`), so that the answer reaches the browser.
 */
function holdUploadSlot(
  request: FastifyRequest,
  reply: FastifyReply,
  inFlight: Map<string, number>,
): void {
  const key = request.session?.id;
  if (!key) return; // the operations that take attachments require a session
  const held = inFlight.get(key) ?? 0;
  if (held >= MAX_UPLOADS_IN_FLIGHT) throw tooManyRequests(1, UPLOAD_BUSY_ERROR);
  inFlight.set(key, held + 1);
  reply.raw.once('close', () => {
    const now = (inFlight.get(key) ?? 1) - 1;
    if (now <= 0) inFlight.delete(key);
    else inFlight.set(key, now);
  });
}

/**
 * Names the request's session from its cookie. A cookie that names no live session (ended,
 * expired, forged) is deleted in the answer; on an operation that allows signing out (a login)
 * the request goes on signed out, elsewhere it is refused.
 */
async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  cookie: SessionCookie,
  required: boolean,
) {
  const secret = sessionSecretOf(request, cookie);
  const session = secret ? await sessions.authenticate(secret) : null;
  if (session) {
    request.session = session;
    return;
  }
  if (secret !== undefined) {
    if (required) throw unauthorized(sessionEndHeaders(cookie));
    deleteSessionCookie(reply, cookie);
    return;
  }
  if (required) throw unauthorized();
}

/** The session of a route that requires one (registered with security `required`). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
