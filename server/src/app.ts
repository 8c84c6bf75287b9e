import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './security-headers';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean;
}

/** Builds the reference server: the API under /api and the built portal at /. */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    bodyLimit: 1_048_576,
    trustProxy: false,
  });

  await registerSecurityHeaders(app);

  app.get('/api/health', async () => ({ status: 'ok' as const }));

  // Unknown API paths answer a JSON 404, never the portal's index.html.
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ status: 1, ErrorCode: 'error.server.0', responseObject: null }),
  );

  if (existsSync(join(config.portalDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.portalDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be fresh.
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // Every other GET is a portal route: the single-page app decides (including its not-found page).
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(404)
          .send({ status: 1, ErrorCode: 'error.server.0', responseObject: null });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  } else {
    app.log.warn(`No built portal in ${config.portalDir}; run "npm run build:portal".`);
  }

  return app;
}
