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

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `\n  Debtor portal is running: ${config.publicUrl}\n  API health: ${config.publicUrl}/api/health\n`,
);
