import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { fromRoot } from '../paths';

const CSS = readFileSync(fromRoot('server', 'src', 'sandbox', 'public', 'sandbox.css'));

/** The sandbox pages' one stylesheet (the CSP allows styles from 'self' only). */
export async function registerSandboxStatic(app: FastifyInstance): Promise<void> {
  app.get('/sandbox/static/sandbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CSS),
  );
}
