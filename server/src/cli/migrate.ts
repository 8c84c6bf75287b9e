/**
 * Applies the committed migrations and exits: the release step that runs before a rollout (the
 * Kubernetes migration Job, deploy/kubernetes/base/migrate-job.yaml), so instances starting side by
 * side find the schema ready. Instances still migrate on start under the same advisory lock, which
 * is then a no-op; two migrators never run at once.
 */
import { loadConfig } from '../config';
import { migrateDatabase, migrationsApplied, openDatabase } from '../db/client';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: the embedded database is migrated by the server itself.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
try {
  await migrateDatabase(database);
  if (!(await migrationsApplied(database.db))) throw new Error('migrations not recorded');
  console.log(`Migrations applied to ${database.location}.`);
} catch (error) {
  console.error(
    `Migration failed: ${(error as Error).name} ${(error as { code?: string }).code ?? ''}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
