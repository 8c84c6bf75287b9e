import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { fromRoot } from '../paths';
import { LOGO_PATH, logoSvg, SANDBOX_METHODS } from './paytrail-catalogue';

const CSS = readFileSync(fromRoot('server', 'src', 'sandbox', 'public', 'sandbox.css'));

/** The sandbox pages' one stylesheet (the CSP allows styles from 'self' only), and its logos. */
export async function registerSandboxStatic(app: FastifyInstance): Promise<void> {
  app.get('/sandbox/static/sandbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CSS),
  );
  // The payment methods' logos the sandbox Paytrail lists (its `svg` and `icon`).
  app.get<{ Params: { file: string } }>(`${LOGO_PATH}/:file`, async (request, reply) => {
    const method = SANDBOX_METHODS.find((m) => `${m.id}.svg` === request.params.file);
    if (!method) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(logoSvg(method.initials, method.colour));
  });
}
