/** SQL of the daily attachment quota: what a debtor has stored since a moment. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

export class UploadQuotaRepository {
  constructor(private readonly db: Db) {}

  /** Requests with attachments (reclamations, contact requests) and their bytes since `since`. */
  async storedSince(debtorNr: number, since: string): Promise<{ requests: number; bytes: number }> {
    const [row] = await queryRows<{ requests: number | string; bytes: number | string }>(
      this.db,
      sql`
        WITH stored AS (
          SELECT sum(a.size_bytes) AS bytes
            FROM reclamations r JOIN reclamation_attachments a ON a.reclamation_nr = r.nr
           WHERE r.debtor_nr = ${debtorNr} AND r.created_at >= ${since}::timestamptz
           GROUP BY r.nr
          UNION ALL
          SELECT sum(a.size_bytes) AS bytes
            FROM contact_requests c JOIN contact_request_attachments a ON a.contact_request_nr = c.nr
           WHERE c.debtor_nr = ${debtorNr} AND c.created_at >= ${since}::timestamptz
           GROUP BY c.nr
        )
        SELECT count(*) AS requests, coalesce(sum(bytes), 0) AS bytes FROM stored`,
    );
    return { requests: Number(row?.requests ?? 0), bytes: Number(row?.bytes ?? 0) };
  }
}
