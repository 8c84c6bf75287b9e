/**
 * `npm run seed`: resets the database to the demo personas (dates relative to today).
 * Embedded database (default): `${DATA_DIR}/pglite` is emptied and reseeded; it refuses while a
 * server has it open. With DATABASE_URL: every table of that database is emptied and reseeded.
 */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../app';
import type { Database } from '../db/client';
import { seedDatabase } from '../seed/seed';

const config = loadConfig();
let database: Database;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  if (database.kind === 'postgres') {
    console.warn(`Resetting every table of ${database.location} to the demo personas.`);
  }
  await seedDatabase(database.db);
  console.log(`Seeded the demo personas into ${database.kind} (${database.location}).`);
} finally {
  await database.close();
}
