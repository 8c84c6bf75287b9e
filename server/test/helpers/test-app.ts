/**
 * The one way a server test file gets its app: `useTestApp(kind)` inside a `describe` opens a
 * fresh seeded database of that kind before the suite (PGlite, or a PostgreSQL database of its
 * own, see `databases.ts`), builds the server on it with `buildTestApp`, and closes both after.
 *
 * ```ts
 * describe.each(DATABASE_KINDS)('plans on %s', (kind) => {
 *   const { app, database } = useTestApp(kind, { env: { PUBLIC_URL } });
 *   it('…', async () => {
 *     const res = await app.inject({ url: '/api/debtor', headers: withSession(token) });
 *   });
 * });
 * ```
 *
 * `app` and `database` are stand-ins that reach the real server and database once `beforeAll`
 * has made them (touching them earlier, at collection time, throws), so the tests read as if they
 * held the objects themselves. A test that needs a second server on the same database (another
 * clock, other limits) still calls `buildTestApp(database, …)` and closes that one itself.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestAppOptions } from './app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export interface UseTestAppOptions extends TestAppOptions {
  /** Seed the demo personas (default true); false gives a migrated, empty database. */
  seed?: boolean;
  /** Seed relative to another day. */
  now?: Date;
}

export interface TestServer {
  /** The server of this suite (valid from `beforeAll` on). */
  app: FastifyInstance;
  /** Its database (valid from `beforeAll` on). */
  database: TestDatabase;
  kind: DatabaseKind;
}

/**
 * A stand-in for an object made later: property reads, writes and calls go to the object once
 * `set` has been called. Methods are bound to the real object, so `this` inside them is never
 * the stand-in.
 */
function standIn<T extends object>(name: string): { value: T; set(real: T | undefined): void } {
  let real: T | undefined;
  const bound = new Map<PropertyKey, unknown>();
  const target = (): T => {
    if (!real) throw new Error(`${name} is not ready: use it in a test or hook, not at collection`);
    return real;
  };
  const value = new Proxy({} as T, {
    get(_, property) {
      const object = target();
      const found: unknown = Reflect.get(object, property, object);
      if (typeof found !== 'function') return found;
      if (!bound.has(property)) bound.set(property, (found as () => unknown).bind(object));
      return bound.get(property);
    },
    set: (_, property, newValue) => Reflect.set(target(), property, newValue),
    has: (_, property) => Reflect.has(target(), property),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor(_, property) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), property);
      // A proxy may report a property only as configurable when its (empty) target has none.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return {
    value,
    set(next) {
      real = next;
      bound.clear();
    },
  };
}

/**
 * Opens a database of `kind` and builds the server on it before the suite, closes both after.
 * `options` may be a function, called in `beforeAll` (for a temporary folder made then).
 */
export function useTestApp(
  kind: DatabaseKind,
  options: UseTestAppOptions | (() => UseTestAppOptions | Promise<UseTestAppOptions>) = {},
): TestServer {
  const app = standIn<FastifyInstance>('app');
  const database = standIn<TestDatabase>('database');
  let built: { app?: FastifyInstance; database?: TestDatabase } = {};

  beforeAll(async () => {
    const { seed, now, ...appOptions } = typeof options === 'function' ? await options() : options;
    built = { database: await createTestDatabase(kind, { seed, now }) };
    database.set(built.database);
    built.app = await buildTestApp(built.database!, appOptions);
    app.set(built.app);
  });
  afterAll(async () => {
    await built.app?.close();
    await built.database?.close();
    app.set(undefined);
    database.set(undefined);
  });

  return { app: app.value, database: database.value, kind };
}
