import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig();
const app = await buildApp({ config, logger: true });

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
