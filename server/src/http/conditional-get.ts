import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Reads the browser may keep and revalidate: the debtor's data. Answered with
 * an ETag (a hash of the body) and `Cache-Control: private, no-cache`: a shared cache never keeps
 * it, the browser keeps it but asks every time, and a reload whose data has not changed costs a
 * 304 without the body. `Vary: Authorization`: another session's answer is never taken for this
 * one's (it is still revalidated with this session's token, which the server checks first).
 * Every other API answer stays `no-store` (security-headers.ts).
 */
const REVALIDATED_READS = new Set(['/api/debtor']);

/** A strong validator for a body: the first 128 bits of its SHA-256, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this tag (a list, `*`, or weak forms compare weakly). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Registers after the security headers, so its Cache-Control replaces their `no-store`. */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (!REVALIDATED_READS.has(path)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Vary', 'Authorization');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('Content-Type');
      return '';
    }
    return payload;
  });
}
