import { resolve } from 'node:path';

/** Everything the server reads from the environment (documented in the README). */
export interface ServerConfig {
  /** TCP port; 3000 by default. */
  port: number;
  /** Interface to listen on; 0.0.0.0 in production containers, 127.0.0.1 in tests. */
  host: string;
  /** Where the embedded database and the mail outbox live; `./.data` by default. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded database (PGlite) in `dataDir`. */
  databaseUrl: string | undefined;
  /** The address users open, used in links and redirects; `http://localhost:{port}` by default. */
  publicUrl: string;
  /** The built portal (Vite output) served at `/`. */
  portalDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT ?? '3000');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    portalDir: resolve(env.PORTAL_DIR ?? new URL('../../portal/dist', import.meta.url).pathname),
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}
