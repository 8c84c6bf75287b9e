/**
 * `GET /api/debtor` reads everything in one statement (`repositories/debtor-snapshot-sql.ts`).
 * Its answer must be byte for byte the one the former 24-query read gave
 * (`helpers/reference-debtor-snapshot.ts`), for every seeded debtor, with a strong session and
 * with a weak session on each of their debts, and after the states the flows add (settlement
 * under way with its stored plan).
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debtors, debts } from '../src/db/schema';
import { ok } from '../src/http/errors';
import {
  debtWithPlanRead,
  pendingPaymentsRead,
  snapshotRead,
} from '../src/repositories/debtor-repository';
import { mapDebtorData } from '../src/services/debtor';
import type { Session } from '../src/services/sessions';
import { withSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { referenceSnapshot } from './helpers/reference-debtor-snapshot';
import { useTestApp } from './helpers/test-app';

describe.each(DATABASE_KINDS)('GET /api/debtor in one statement on %s', (kind) => {
  const { app, database } = useTestApp(kind);

  /** Every session shape of every debtor: strong, and weak on each debt (ended ones too). */
  async function sessionShapes() {
    const db = database.db;
    const people = await db.select({ nr: debtors.nr }).from(debtors).orderBy(asc(debtors.nr));
    const shapes: {
      label: string;
      level: 'strong' | 'weak';
      debtorNr: number;
      debtNr: number | null;
    }[] = [];
    for (const { nr } of people) {
      shapes.push({ label: `debtor ${nr} strong`, level: 'strong', debtorNr: nr, debtNr: null });
      const owned = await db
        .select({ nr: debts.nr })
        .from(debts)
        .where(eq(debts.debtorNr, nr))
        .orderBy(asc(debts.nr));
      for (const debt of owned) {
        shapes.push({
          label: `debtor ${nr} weak on ${debt.nr}`,
          level: 'weak',
          debtorNr: nr,
          debtNr: debt.nr,
        });
      }
    }
    return shapes;
  }

  /** Compares the served body with the reference read for each session shape; returns how many. */
  async function compareAll(): Promise<number> {
    const shapes = await sessionShapes();
    for (const shape of shapes) {
      const issued = await app.services.sessions.create({
        debtorNr: shape.debtorNr,
        level: shape.level,
        scopeDebtNr: shape.debtNr,
        loginType: shape.level === 'strong' ? 0 : 2,
      });
      const res = await app.inject({ url: '/api/debtor', headers: withSession(issued.secret) });
      expect(res.statusCode, shape.label).toBe(200);
      const session = (await app.services.sessions.authenticate(issued.secret)) as Session;
      const reference = await referenceSnapshot(database.db, session);
      expect(reference, shape.label).not.toBeNull();
      expect(res.body, shape.label).toBe(JSON.stringify(ok(mapDebtorData(reference!))));
    }
    return shapes.length;
  }

  it('answers every seeded debtor and scope exactly as the former read', async () => {
    const compared = await compareAll();
    // Ten personas, strong, plus a weak session per debt: the comparison really ran.
    expect(compared).toBeGreaterThan(30);
  });

  it('still does after the flows change the data', async () => {
    const pekka = await app.services.sessions.create({
      debtorNr: 5,
      level: 'strong',
      scopeDebtNr: null,
      loginType: 0,
    });
    const auth = { ...withSession(pekka.secret), 'content-type': 'application/json' };
    const before = (await app.inject({ url: '/api/debtor', headers: auth })).json().responseObject;
    const subpoena = before.reconciliation.subpoenas[0];
    const debtNrs = before.debts.map((d: { nr: number }) => d.nr);
    // A settlement under way: subpoena status, plan parameters refused.
    const started = await app.inject({
      method: 'POST',
      url: '/api/reconciliation/start',
      headers: auth,
      payload: { SubPoenaNr: subpoena.nr, DebtNrs: debtNrs },
    });
    expect(started.json().status).toBe(0);
    const created = await app.inject({
      method: 'POST',
      url: '/api/reconciliation/create',
      headers: auth,
      payload: {
        StatusNr: started.json().responseObject.status.nr,
        SubPoenaNr: subpoena.nr,
        DebtNrs: debtNrs,
        Create: true,
        lang: 'fi',
      },
    });
    expect(created.json().status).toBe(0);

    expect(await compareAll()).toBeGreaterThan(30);
  });
});

/** The argument lists of every `json_agg(…)` in a statement. */
function jsonAggArguments(text: string): string[] {
  const found: string[] = [];
  for (
    let start = text.indexOf('json_agg(');
    start >= 0;
    start = text.indexOf('json_agg(', start + 1)
  ) {
    let depth = 0;
    for (let i = start + 'json_agg'.length; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        found.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

describe('the reads of every page view', () => {
  // An ordered aggregate sets up a sort of its own: with the snapshot's seventeen, each run
  // allocated and released about 1 MB, which PostgreSQL 15 faulted in again every time (0.7 ms
  // a request against 0.3 ms with the rows sorted in subqueries).
  it.each(['strong', 'weak'] as const)('sort rows in subqueries, not in json_agg (%s)', (level) => {
    for (const read of [snapshotRead(level), pendingPaymentsRead(level), debtWithPlanRead(level)]) {
      const aggregates = jsonAggArguments(read.text);
      expect(aggregates.length, read.name).toBeGreaterThan(0);
      for (const aggregate of aggregates) expect(aggregate, read.name).not.toMatch(/ORDER BY/i);
    }
  });
});
