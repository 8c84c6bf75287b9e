/**
 * A signature survives a lapsed session: the settlement signature and the court decision's
 * identification are recorded from the signing service's signed return without a session, or
 * from its server-to-server callback without any browser; the next login shows them. A forged,
 * stale (replayed) or unknown notice is refused with 400 and changes nothing, and a task is
 * recorded once when the return and the callback race.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { queryRows } from '../src/db/client';
import { signingNoticeSignature } from '../src/providers/signing-notice';
import type { MailMessage } from '../src/providers/types';
import { SandboxSigningService } from '../src/sandbox/signing';
import { settlementStep } from '@portal/openapi/settlement';
import { strongSession, weakSession, withSession } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const SIGNING_SECRET = 'sandbox-signing-secret-for-tests';
const PEKKA = '070795-9455';
const LIISA = '241172-9342';
const SUBPOENA = 5001;
const DEBTS = [500001, 500002];
const validator = new ResponseValidator(loadContract());

describe.each(DATABASE_KINDS)('signing with a lapsed session on %s', (kind) => {
  let now = Date.now();
  const sent: MailMessage[] = [];
  let mailFails = false;

  const { app, database } = useTestApp(kind, {
    env: { PUBLIC_URL, SIGNING_SECRET, PAYMENT_CALLBACK_DELAY_MS: '0' },
    clock: () => new Date(now),
    providers: {
      mail: {
        send: async (m) => {
          if (mailFails) throw new Error('smtp away');
          sent.push(m);
        },
      },
    },
  });

  beforeEach(async () => {
    mailFails = false;
    const db = database.db;
    await db.execute(sql`DELETE FROM subpoena_statuses WHERE subpoena_nr = ${SUBPOENA}`);
    await db.execute(sql`DELETE FROM payment_plans WHERE debtor_nr = 5`);
    await db.execute(sql`DELETE FROM signing_tasks`);
    await db.execute(sql`DELETE FROM sandbox_signing_tasks`);
    await db.execute(sql`UPDATE debts SET verdict_downloaded = false WHERE nr = 400001`);
  });

  /** The signing service's callback sender, as the server's job runs it, into this server. */
  const callbacks = () =>
    new SandboxSigningService(
      database.db,
      PUBLIC_URL,
      new TextEncoder().encode(SIGNING_SECRET),
      0,
      () => new Date(now),
    );
  const deliver = async (url: string, body: string) =>
    (
      await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      })
    ).statusCode;

  const post = (url: string, token: string | null, payload: object) =>
    app.inject({ method: 'POST', url, headers: token ? withSession(token) : {}, payload });

  const logout = (token: string) => post('/api/logout', token, {});

  /** Signs or cancels at the sandbox page; answers the return address's parameters. */
  async function signAt(url: string, action: 'sign' | 'cancel', identityCode: string) {
    const res = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bank: 'nordea', identityCode, action }).toString(),
    });
    expect(res.statusCode).toBe(303);
    return new URL(res.headers.location as string);
  }

  /** The verify body the portal sends from a return address. */
  const returned = (back: URL) => ({
    RequestId: back.searchParams.get('requestId')!,
    TaskId: back.searchParams.get('taskId')!,
    Outcome: back.searchParams.get('outcome')! as 'signed' | 'cancelled',
    Timestamp: back.searchParams.get('timestamp')!,
    Signature: back.searchParams.get('signature')!,
    Lang: 'fi',
  });

  /** A notice signed with the service's key, as a forger holding it never could. */
  const signedNotice = (
    requestId: string,
    taskId: string,
    outcome: 'signed' | 'cancelled',
    at: number,
  ) => {
    const unsigned = { requestId, taskId, outcome, timestamp: new Date(at).toISOString() };
    return { ...unsigned, signature: signingNoticeSignature(SIGNING_SECRET, unsigned) };
  };

  const verifySettlement = (token: string | null, body: object) =>
    post('/api/reconciliation/verify', token, body);
  const callback = (body: object) =>
    app.inject({ method: 'POST', url: '/api/signing/callback', payload: body });

  const settlementStatus = async (token: string) =>
    (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject
      .reconciliation.subpoenas[0].status;

  const taskRows = () =>
    queryRows<{ status: string }>(database.db, sql`SELECT status FROM signing_tasks`);

  /** Pekka's settlement, started and stored, at the signing service; the signing address. */
  async function atSigningService(token: string) {
    const started = await post('/api/reconciliation/start', token, {
      SubPoenaNr: SUBPOENA,
      DebtNrs: DEBTS,
    });
    const statusNr = started.json().responseObject.status.nr as number;
    await post('/api/reconciliation/create', token, {
      StatusNr: statusNr,
      SubPoenaNr: SUBPOENA,
      DebtNrs: DEBTS,
      Create: true,
      lang: 'fi',
    });
    const signing = await post('/api/reconciliation/sign', token, {
      SubPoenaNr: SUBPOENA,
      StatusNr: statusNr,
      Lang: 'fi',
    });
    return { statusNr, url: signing.json().responseObject as string };
  }

  it('records the settlement signature from the signed return when the session ended at the signing service', async () => {
    const pekka = await strongSession(app, 5);
    const { statusNr, url } = await atSigningService(pekka);
    expect((await logout(pekka)).statusCode).toBeLessThan(300);
    const back = await signAt(url, 'sign', PEKKA);
    expect(back.searchParams.get('outcome')).toBe('signed');
    expect(back.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    // Signed out, with the ended session's cookie or none: the return records the signature.
    const verified = await verifySettlement(pekka, returned(back));
    expect(verified.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 'ok' });
    expect(validator.check('verifyReconciliation', 200, verified.json()).errors ?? []).toEqual([]);
    now += 1_000;
    expect((await verifySettlement(null, returned(back))).json().responseObject).toBe('ok');

    // The next login: signed, waiting for its first installment; the callback changes nothing.
    const again = await strongSession(app, 5);
    const status = await settlementStatus(again);
    expect(status).toMatchObject({ nr: statusNr, paid: null, paymentNr: null });
    expect(settlementStep(status)).toBe(5);
    expect((await callbacks().sendCallbacks(deliver)).delivered).toBe(1);
    expect((await settlementStatus(again)).signed).toBe(status.signed);
    expect(await taskRows()).toEqual([{ status: 'done' }]);
  });

  it('records the signature from the callback alone, retried until the server answers 2xx', async () => {
    const pekka = await strongSession(app, 5);
    const { url } = await atSigningService(pekka);
    await logout(pekka);
    await signAt(url, 'sign', PEKKA);
    // The browser never comes back; the server is away at the first attempt.
    const sender = callbacks();
    expect(await sender.sendCallbacks(async () => 503)).toEqual({ delivered: 0, failed: 1 });
    expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 0, failed: 0 });
    now += 2_000;
    expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 1, failed: 0 });
    expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 0, failed: 0 });
    expect(settlementStep(await settlementStatus(await strongSession(app, 5)))).toBe(5);
  });

  it('records a signature made in time when the server was away for hours after it', async () => {
    const pekka = await strongSession(app, 5);
    const { url } = await atSigningService(pekka);
    await logout(pekka);
    await signAt(url, 'sign', PEKKA);
    // The server is down for three hours: every callback attempt fails meanwhile.
    const sender = callbacks();
    for (let hour = 0; hour < 3; hour += 1) {
      expect((await sender.sendCallbacks(async () => 503)).failed).toBeLessThanOrEqual(1);
      now += 60 * 60 * 1000;
    }
    expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 1, failed: 0 });
    expect(settlementStep(await settlementStatus(await strongSession(app, 5)))).toBe(5);
  });

  it('records a task once when returns and callbacks race', async () => {
    const pekka = await strongSession(app, 5);
    const { url } = await atSigningService(pekka);
    await logout(pekka);
    const back = await signAt(url, 'sign', PEKKA);
    const notice = signedNotice(
      back.searchParams.get('requestId')!,
      back.searchParams.get('taskId')!,
      'signed',
      now,
    );
    const answers = await Promise.all([
      verifySettlement(null, returned(back)),
      callback(notice),
      verifySettlement(null, returned(back)),
      callback(notice),
      callbacks().sendCallbacks(deliver),
    ]);
    for (const res of answers.slice(0, 4) as Awaited<ReturnType<typeof callback>>[]) {
      expect(res.statusCode).toBe(200);
    }
    expect(answers[0]!).toMatchObject({ statusCode: 200 });
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM subpoena_statuses WHERE subpoena_nr = ${SUBPOENA} AND signed IS NOT NULL`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await taskRows()).toEqual([{ status: 'done' }]);
  });

  it('refuses a forged, replayed or unknown return or callback with 400 and changes nothing', async () => {
    const pekka = await strongSession(app, 5);
    const { url } = await atSigningService(pekka);
    await logout(pekka);
    const back = await signAt(url, 'sign', PEKKA);
    const good = returned(back);
    const { RequestId, TaskId } = good;
    const refusals = [
      // Unsigned (the signed-in form of the return), or only part of the notice.
      { RequestId, TaskId, Lang: 'fi' },
      { ...good, Signature: undefined },
      // Forged: another signature, another outcome or task under the same signature.
      { ...good, Signature: 'f'.repeat(64) },
      { ...good, Outcome: 'cancelled' },
      { ...good, TaskId: 'another-task' },
      // Signed with another key.
      {
        ...good,
        Signature: signingNoticeSignature('not-the-key', {
          requestId: RequestId,
          taskId: TaskId,
          outcome: 'signed',
          timestamp: good.Timestamp,
        }),
      },
    ];
    for (const body of refusals) {
      const res = await verifySettlement(null, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ status: 1, ErrorCode: 'error.server.0', responseObject: null });
    }
    // Replayed: the service's own notice, 16 minutes old.
    const stale = signedNotice(RequestId, TaskId, 'signed', now - 16 * 60_000);
    expect(
      (
        await verifySettlement(null, {
          RequestId,
          TaskId,
          Outcome: 'signed',
          Timestamp: stale.timestamp,
          Signature: stale.signature,
          Lang: 'fi',
        })
      ).statusCode,
    ).toBe(400);
    expect((await callback(stale)).statusCode).toBe(400);
    // Unknown: a genuine signature over a task the server never started.
    expect((await callback(signedNotice('no-such-task', TaskId, 'signed', now))).statusCode).toBe(
      400,
    );
    const unknown = signedNotice('no-such-task', TaskId, 'signed', now);
    expect(
      (
        await verifySettlement(null, {
          RequestId: unknown.requestId,
          TaskId,
          Outcome: 'signed',
          Timestamp: unknown.timestamp,
          Signature: unknown.signature,
          Lang: 'fi',
        })
      ).statusCode,
    ).toBe(400);
    // A settlement notice is no court decision's: refused at the other return.
    const asJudgement = await post('/api/judgement/verify', null, good);
    expect(asJudgement.statusCode).toBe(400);
    // Forged callbacks.
    expect((await callback({ ...stale, timestamp: good.Timestamp })).statusCode).toBe(400);
    expect((await callback({})).statusCode).toBe(400);

    // Nothing changed: the task is open, the settlement unsigned; the genuine return still works.
    expect(await taskRows()).toEqual([{ status: 'started' }]);
    const pekkaAgain = await strongSession(app, 5);
    expect((await settlementStatus(pekkaAgain)).signed).toBeNull();
    expect((await verifySettlement(null, good)).json().responseObject).toBe('ok');
  });

  it('says cancel signed out, and error for another signer, recording no signature', async () => {
    const pekka = await strongSession(app, 5);
    const first = await atSigningService(pekka);
    const cancelled = await signAt(first.url, 'cancel', PEKKA);
    await logout(pekka);
    expect((await verifySettlement(null, returned(cancelled))).json().responseObject).toBe(
      'cancel',
    );
    const pekka2 = await strongSession(app, 5);
    const second = await post('/api/reconciliation/sign', pekka2, {
      SubPoenaNr: SUBPOENA,
      StatusNr: first.statusNr,
      Lang: 'fi',
    });
    await logout(pekka2);
    const other = await signAt(second.json().responseObject, 'sign', LIISA);
    expect((await verifySettlement(null, returned(other))).json().responseObject).toBe('error');
    expect((await settlementStatus(await strongSession(app, 5))).signed).toBeNull();
  });

  describe('the court decision', () => {
    const startDecision = async (liisa: string) =>
      (
        await post('/api/judgement/sign', liisa, {
          Email: 'liisa@example.org',
          Lang: 'fi',
          IsMandatory: true,
        })
      ).json().responseObject as string;
    const downloaded = async (token: string) =>
      (await app.inject({ url: '/api/debtor', headers: withSession(token) })).json().responseObject
        .debts[0].isVerdictDownloaded as boolean;

    it('is sent once from the signed return without a session, and shows as sent at the next login', async () => {
      const liisa = await weakSession(app, '4000001', '44444444');
      const url = await startDecision(liisa);
      await logout(liisa);
      const back = await signAt(url, 'sign', LIISA);
      const before = sent.length;
      const verified = await post('/api/judgement/verify', null, returned(back));
      expect(verified.json()).toEqual({ status: 0, ErrorCode: null, responseObject: 'ok' });
      expect(validator.check('verifyJudgement', 200, verified.json()).errors ?? []).toEqual([]);
      expect(sent).toHaveLength(before + 1);
      expect(sent.at(-1)!.to).toBe('liisa@example.org');
      // The callback afterwards, and the return again: nothing sent twice.
      expect((await callbacks().sendCallbacks(deliver)).delivered).toBe(1);
      expect(
        (await post('/api/judgement/verify', null, returned(back))).json().responseObject,
      ).toBe('ok');
      expect(sent).toHaveLength(before + 1);
      expect(await downloaded(await weakSession(app, '4000001', '44444444'))).toBe(true);
    });

    it('is sent by a retried callback when the first send failed, once', async () => {
      const liisa = await weakSession(app, '4000001', '44444444');
      const url = await startDecision(liisa);
      await logout(liisa);
      await signAt(url, 'sign', LIISA);
      const before = sent.length;
      const sender = callbacks();
      mailFails = true;
      expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 0, failed: 1 });
      expect(await taskRows()).toEqual([{ status: 'started' }]);
      expect(await downloaded(await weakSession(app, '4000001', '44444444'))).toBe(false);
      mailFails = false;
      now += 2_000;
      expect(await sender.sendCallbacks(deliver)).toEqual({ delivered: 1, failed: 0 });
      expect(sent).toHaveLength(before + 1);
      expect(await taskRows()).toEqual([{ status: 'done' }]);
      expect(await downloaded(await weakSession(app, '4000001', '44444444'))).toBe(true);
    });

    it('e-mails once when returns and callbacks race', async () => {
      const liisa = await weakSession(app, '4000001', '44444444');
      const url = await startDecision(liisa);
      await logout(liisa);
      const back = await signAt(url, 'sign', LIISA);
      const before = sent.length;
      const notice = signedNotice(
        back.searchParams.get('requestId')!,
        back.searchParams.get('taskId')!,
        'signed',
        now,
      );
      const answers = await Promise.all([
        post('/api/judgement/verify', null, returned(back)),
        callback(notice),
        post('/api/judgement/verify', null, returned(back)),
        callback(notice),
      ]);
      // The returns answer at once; a callback that finds the other sending is asked to call
      // again (503), and its next call is answered as received.
      expect(answers.map((r) => r.statusCode)).toEqual([
        200,
        expect.toBeOneOf([200, 503]),
        200,
        expect.toBeOneOf([200, 503]),
      ]);
      expect((await callback(notice)).statusCode).toBe(200);
      expect(sent).toHaveLength(before + 1);
      expect(await taskRows()).toEqual([{ status: 'done' }]);
    });

    it('is still sent when the instance sending it stopped mid-way', async () => {
      const liisa = await weakSession(app, '4000001', '44444444');
      const url = await startDecision(liisa);
      await logout(liisa);
      const back = await signAt(url, 'sign', LIISA);
      const before = sent.length;
      // An instance took the task and stopped before the e-mail left (as a crash leaves it).
      await database.db.execute(
        sql`UPDATE signing_tasks SET status = 'sending', claimed_at = ${new Date(now).toISOString()}::timestamptz`,
      );
      const notice = () =>
        signedNotice(
          back.searchParams.get('requestId')!,
          back.searchParams.get('taskId')!,
          'signed',
          now,
        );
      // While the claim is fresh the service is asked to call again, and nothing is sent.
      const early = await callback(notice());
      expect(early.statusCode).toBe(503);
      expect(early.headers['retry-after']).toBe('60');
      expect(sent).toHaveLength(before);
      // Once the claim is stale, the next call sends the decision, once.
      now += 6 * 60 * 1000;
      expect((await callback(notice())).statusCode).toBe(200);
      expect(sent).toHaveLength(before + 1);
      expect(await taskRows()).toEqual([{ status: 'done' }]);
      expect((await callback(notice())).statusCode).toBe(200);
      expect(sent).toHaveLength(before + 1);
      expect(await downloaded(await weakSession(app, '4000001', '44444444'))).toBe(true);
    });
  });
});
