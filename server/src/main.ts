import { loadConfig } from './config';
import { buildApp, openConfiguredDatabase } from './app';
import { seedIfEmpty } from './seed/seed';

const config = loadConfig();
// Opens (and on first start creates) the database, applies the migrations and seeds the demo
// personas into an empty database.
const database = await openConfiguredDatabase(config);
const seeded = await seedIfEmpty(database.db);
const app = await buildApp({ config, logger: true, database });
app.addHook('onClose', async () => database.close());
app.log.info(
  { database: database.kind, location: database.location },
  seeded ? 'empty database: demo personas seeded' : 'database ready',
);

/**
 * Graceful shutdown (SIGTERM from systemd, Kubernetes or the cluster's rolling restart). First
 * the drain (`SHUTDOWN_DRAIN_MS`): requests are still answered, each answer closing its
 * connection, and `GET /api/ready` answers 503. Then the port stops accepting, idle connections
 * are closed, a request arriving on a busy one is answered 503 (the balancer tries another
 * instance), requests in flight finish, the background jobs stop (a round in progress is
 * awaited, the job lease is given up) and the database pool closes. What is not done within
 * `SHUTDOWN_TIMEOUT_MS` after the drain is cut off: the process exits with code 1.
 */
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, draining for ${config.shutdownDrainMs} ms, then closing`);
  app.services.drain();
  if (config.shutdownDrainMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  const deadline = setTimeout(() => {
    app.log.error(`not closed within ${config.shutdownTimeoutMs} ms; exiting`);
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await app.close();
  app.log.info('closed');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `\n  Debtor portal is running: ${config.publicUrl}\n  API health: ${config.publicUrl}/api/health\n`,
);
