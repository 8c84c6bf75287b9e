import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const CSS = readFileSync(new URL('./public/sandbox.css', import.meta.url));

/** The sandbox pages' one stylesheet (the CSP allows styles from 'self' only). */
export async function registerSandboxStatic(app: FastifyInstance): Promise<void> {
  app.get('/sandbox/static/sandbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CSS),
  );
}
