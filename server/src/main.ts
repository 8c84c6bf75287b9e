import { loadConfig } from './config';
import { buildApp, loggableError, openConfiguredDatabase } from './app';
import { seedIfEmpty } from './seed/seed';
import { closeGracefully } from './http/shutdown';
import { startMetricsServer } from './http/metrics';

const config = loadConfig();

/**
 * Opens (and on first start creates) the database, applies the migrations (or waits for them,
 * MIGRATE_ON_START=false) and seeds the demo personas into an empty database.
 */
async function start() {
  const database = await openConfiguredDatabase(config);
  const seeded = config.seedDemoData && (await seedIfEmpty(database.db));
  const app = await buildApp({ config, logger: true, database });
  app.addHook('onClose', async () => database.close());
  app.log.info(
    { database: database.kind, location: database.location },
    seeded ? 'empty database: demo personas seeded' : 'database ready',
  );
  return app;
}

// A failed start says what failed, never the error's message: a database error quotes its query's
// parameters (a generated secret among them).
const app = await start().catch((error: unknown) => {
  const err = loggableError(error);
  console.error(JSON.stringify({ level: 60, time: Date.now(), msg: 'start-up failed', err }));
  process.exit(1);
});

// Graceful shutdown (http/shutdown.ts): drain, stop accepting, finish in-flight requests, stop
// the jobs, close the pool; what is not done within SHUTDOWN_TIMEOUT_MS is cut off (code 1).
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, draining for ${config.shutdownDrainMs} ms, then closing`);
  const closed = await closeGracefully(app, {
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.shutdownTimeoutMs,
  });
  if (!closed) app.log.error(`not closed within ${config.shutdownTimeoutMs} ms; exiting`);
  else app.log.info('closed');
  process.exit(closed ? 0 : 1);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Metrics on a port of their own, for the scraper inside the cluster, never on the public one.
if (config.metricsPort !== undefined) {
  const metricsServer = await startMetricsServer(
    app.metrics,
    config.metricsPort,
    config.metricsHost,
  );
  app.addHook('onClose', async () => {
    const closed = new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    // A scraper's keep-alive connection would hold the close up.
    metricsServer.closeAllConnections();
    await closed;
  });
  app.log.info({ port: config.metricsPort, host: config.metricsHost }, 'metrics at GET /metrics');
}
await app.listen({ port: config.port, host: config.host });

console.log(
  `\n  Debtor portal is running: ${config.publicUrl}\n  API health: ${config.publicUrl}/api/health\n`,
);
