/**
 * Storage of the sandbox issuer (interactions, sessions, grants, codes) in the database, with
 * expiry: every instance on one database sees the same state, so a login started on one instance
 * can show its page, exchange its code and return on another (behind a load balancer).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { sandboxIdpEntries } from '../db/schema';

/** Models without an expiry from the provider still leave the table after this long. */
const DEFAULT_TTL_SECONDS = 600;

export function databaseAdapterFactory(db: Db, now: () => number = Date.now): AdapterFactory {
  return (model: string): Adapter => {
    const live = (id: string) =>
      and(
        eq(sandboxIdpEntries.model, model),
        eq(sandboxIdpEntries.id, id),
        sql`${sandboxIdpEntries.expiresAt} > ${new Date(now())}`,
      );
    const findBy = async (
      column: typeof sandboxIdpEntries.uid | typeof sandboxIdpEntries.userCode,
      value: string,
    ) => {
      const [row] = await db
        .select({ payload: sandboxIdpEntries.payload })
        .from(sandboxIdpEntries)
        .where(
          and(
            eq(sandboxIdpEntries.model, model),
            eq(column, value),
            sql`${sandboxIdpEntries.expiresAt} > ${new Date(now())}`,
          ),
        )
        .limit(1);
      return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = new Date(now() + (expiresIn || DEFAULT_TTL_SECONDS) * 1000);
        const values = {
          payload: JSON.stringify(payload),
          grantId: payload.grantId ?? null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          expiresAt,
        };
        // Expired entries of every model go as new ones arrive (indexed on the expiry).
        await db.delete(sandboxIdpEntries).where(lte(sandboxIdpEntries.expiresAt, new Date(now())));
        await db
          .insert(sandboxIdpEntries)
          .values({ model, id, ...values })
          .onConflictDoUpdate({
            target: [sandboxIdpEntries.model, sandboxIdpEntries.id],
            set: values,
          });
      },
      async find(id) {
        const [row] = await db
          .select({ payload: sandboxIdpEntries.payload })
          .from(sandboxIdpEntries)
          .where(live(id));
        return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
      },
      async findByUid(uid) {
        return findBy(sandboxIdpEntries.uid, uid);
      },
      async findByUserCode(userCode) {
        return findBy(sandboxIdpEntries.userCode, userCode);
      },
      async consume(id) {
        // One statement, so two instances redeeming one code both see it consumed afterwards.
        const consumed = Math.floor(now() / 1000);
        await db
          .update(sandboxIdpEntries)
          .set({
            payload: sql`jsonb_set(${sandboxIdpEntries.payload}::jsonb, '{consumed}', to_jsonb(${consumed}::int))::text`,
          })
          .where(and(eq(sandboxIdpEntries.model, model), eq(sandboxIdpEntries.id, id)));
      },
      async destroy(id) {
        await db
          .delete(sandboxIdpEntries)
          .where(and(eq(sandboxIdpEntries.model, model), eq(sandboxIdpEntries.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(sandboxIdpEntries).where(eq(sandboxIdpEntries.grantId, grantId));
      },
    };
  };
}
