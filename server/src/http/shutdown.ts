import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (SIGTERM from systemd, Kubernetes or the cluster's rolling restart). First
 * the drain (`drainMs`): requests are still answered, each answer closing its connection, and
 * `GET /api/ready` answers 503. Then the port stops accepting, idle connections are closed,
 * requests in flight finish (one still arriving on an open connection is served), the background
 * jobs stop (a round in progress is awaited, the job lease is given up) and the database pool
 * closes (the app's onClose hooks). Resolves true when all of it was done within `timeoutMs`
 * after the drain, false when time ran out (the caller exits anyway).
 */
export async function closeGracefully(
  app: FastifyInstance,
  { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number },
): Promise<boolean> {
  app.services.drain();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
