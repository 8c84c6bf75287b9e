/**
 * The job lease on PostgreSQL (services/jobs.ts): a session-level advisory lock held on a
 * connection of its own, outside the pool. PostgreSQL releases it when that connection ends:
 * at once when the holding process dies (the kernel closes its socket), and for a holder that
 * went silent (a network partition) once the server's TCP keepalive gives up on it (asked for
 * here: about 10 s). The holder checks its connection every time it is asked (`SELECT 1` with a
 * 2 s timeout); a failed check drops the connection and the lease with it.
 */
import pg from 'pg';
import type { Lease } from '../services/jobs';
import type { Database } from './client';

/** The lease of a single process (PGlite): always held. */
export const SOLE_INSTANCE: Lease = {
  hold: async () => true,
  release: async () => undefined,
};

/** The advisory lock key of the job lease (724011: migrations, 724012: the first seed). */
export const JOB_LEASE_KEY = 724013;

class PostgresLease implements Lease {
  private client: pg.Client | null = null;
  private held = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly key: number,
  ) {}

  async hold(): Promise<boolean> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.held) {
        await client.query('SELECT 1');
        return this.client === client;
      }
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [this.key],
      );
      this.held = this.client === client && rows[0]?.locked === true;
      return this.held;
    } catch {
      this.drop(this.client);
      return false;
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      ...this.config,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
      keepAlive: true,
      // The server notices a silent holder and ends its session (releasing the lock).
      options: '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3',
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    this.client = client;
    try {
      await client.connect();
    } catch (error) {
      this.drop(client);
      throw error;
    }
    return client;
  }

  private drop(client: pg.Client | null) {
    if (!client || this.client !== client) return;
    this.client = null;
    this.held = false;
    client.end().catch(() => undefined);
  }

  async release(): Promise<void> {
    const client = this.client;
    if (!client) return;
    if (this.held) {
      await client.query('SELECT pg_advisory_unlock($1)', [this.key]).catch(() => undefined);
    }
    this.held = false;
    this.client = null;
    await client.end().catch(() => undefined);
  }
}

/** The job lease of this database: an advisory lock on PostgreSQL; PGlite is one process. */
export function jobLease(database: Database, key = JOB_LEASE_KEY): Lease {
  if (database.kind !== 'postgres') return SOLE_INSTANCE;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return new PostgresLease({ ...pool.options }, key);
}
