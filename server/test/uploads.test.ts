/**
 * Reclamations and contact requests with attachments (spec 4 and 5; docs/security.md):
 * 20,000,000 bytes in total accepted, one more refused with 413 without storing the rest,
 * disguised files and names with path parts or control characters refused.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, ResponseValidator } from '../src/contract/openapi';
import { contactRequestAttachments, contactRequests, debts, reclamations } from '../src/db/schema';
import { withSession, strongSession, weakSession } from './helpers/app';
import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_REQUESTS } from '../src/services/upload-quota';
import { removeStaleUploads, UPLOAD_DIR, UPLOAD_ROOT } from '../src/http/uploads';
import { DATABASE_KINDS } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const validator = new ResponseValidator(loadContract());
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

type Part = [name: string, value: string] | [name: string, data: Buffer, fileName: string];

async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([new Uint8Array(part[1])]), part[2]);
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type')!,
  };
}

describe.each(DATABASE_KINDS)('attachments on %s', (kind) => {
  let aino: string;
  let ainoBill: number;

  const { app } = useTestApp(kind);

  beforeAll(async () => {
    aino = await weakSession(app, '1000001', '11111111');
    const data = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json();
    ainoBill = data.responseObject.debts[0].bills[0].nr;
  });

  const send = async (url: string, token: string, parts: Part[]) => {
    const { payload, contentType } = await multipart(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...withSession(token), 'content-type': contentType },
      payload,
    });
  };

  const reclamationParts = (extra: Part[] = [], orderNr = '1000001', bill = ainoBill): Part[] => [
    ['orderNr', orderNr],
    ['basis', 'invoiceContent'],
    ['basis', 'collectionCosts'],
    ['text', 'The invoice amount is wrong.'],
    ['name', 'Aino Virtanen'],
    ['email', 'aino@example.org'],
    ['billNrs', String(bill)],
    ...extra,
  ];

  const contactParts = (extra: Part[] = [], orderNr = '1000001'): Part[] => [
    ['orderNr', orderNr],
    ['registerDate', '2026-01-15'],
    ['headerText', 'Question'],
    ['text', 'Please call me about the plan.'],
    ['email', 'aino@example.org'],
    ['language', 'fi'],
    ...extra,
  ];

  // 90 s: 20 MB through PGlite (WebAssembly, in the test process) while other suites run.
  it('contact request: files renamed with the debt number; 20,000,000 bytes in total accepted', async () => {
    const big = Buffer.alloc(MAX - PDF.length - JPEG.length, 0x20);
    const res = await send(
      '/api/orders/contactRequest',
      aino,
      contactParts([
        ['files', Buffer.concat([PDF, big]), 'liite.pdf'],
        ['files', JPEG, 'kuva.jpg'],
      ]),
    );
    expect(res.json(), res.body).toEqual({ status: 0, ErrorCode: null, responseObject: true });
    expect(validator.check('submitContactRequest', 200, res.json()).valid).toBe(true);
    const [request] = await app.database.db
      .select()
      .from(contactRequests)
      .orderBy(contactRequests.nr)
      .limit(1);
    const files = await app.database.db
      .select({
        fileName: contactRequestAttachments.fileName,
        size: contactRequestAttachments.sizeBytes,
      })
      .from(contactRequestAttachments)
      .where(eq(contactRequestAttachments.contactRequestNr, request!.nr));
    expect(files.map((f) => f.fileName).sort()).toEqual(['kuva_1000001.jpg', 'liite_1000001.pdf']);
    expect(files.reduce((s, f) => s + f.size, 0)).toBe(MAX);
    // Streamed through a temporary file and copied in 4 MB pieces: the bytes arrive unchanged.
    const [stored] = await app.database.db
      .select({ data: contactRequestAttachments.data })
      .from(contactRequestAttachments)
      .where(eq(contactRequestAttachments.fileName, 'liite_1000001.pdf'));
    expect(Buffer.from(stored!.data).equals(Buffer.concat([PDF, big]))).toBe(true);
  }, 90_000);

  it('refuses one byte over 20,000,000 with 413, without reading the rest', async () => {
    const over = Buffer.alloc(MAX - PDF.length + 1, 0x20);
    const res = await send(
      '/api/orders/contactRequest',
      aino,
      contactParts([['files', Buffer.concat([PDF, over]), 'liite.pdf']]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 1, ErrorCode: 'fileSizeError', responseObject: null });

    // A 200 MB upload over a socket: the answer comes long before it has all been sent.
    const { payload: head, contentType } = await multipart(contactParts());
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const prefix = head.subarray(0, head.length - `--${boundary}--\r\n`.length);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let produced = 0;
    const status = await new Promise<number>((resolve, reject) => {
      let answered = 0;
      const req = request(`${address}/api/orders/contactRequest`, {
        method: 'POST',
        headers: { ...withSession(aino), 'content-type': contentType },
      });
      req.on('response', (res) => {
        answered = res.statusCode ?? 0;
        res.resume();
        resolve(answered);
        req.destroy();
      });
      // Once answered, the test stops sending; the server then gives the rest up.
      req.on('error', (error) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EPIPE' && code !== 'ECONNRESET') reject(error);
        else setTimeout(() => resolve(answered || -1), 500);
      });
      req.write(prefix);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
      );
      const chunk = Buffer.alloc(1 << 16, 0x20);
      const pump = () => {
        while (!answered && produced < 200_000_000) {
          produced += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    // Answered as soon as the limit was passed, long before the upload was all sent
    // (refused uploads that are sent to their end: upload-refusals.test.ts).
    expect(status).toBe(413);
    expect(produced).toBeLessThan(40_000_000);
  });

  it('refuses disguised files and unsafe names', async () => {
    const cases: [Buffer, string, number][] = [
      [Buffer.from('MZ\x90\x00'), 'x.pdf.exe', 400],
      [JPEG, 'photo.pdf', 400],
      [PDF, '../../etc/passwd.pdf', 400],
      [PDF, 'dir\\file.pdf', 400],
      [PDF, 'bad\u0007name.pdf', 400],
      [PDF, 'invoice\u202Efdp.exe.pdf', 400],
      [PDF, 'noextension', 400],
      [Buffer.alloc(0), 'empty.pdf', 400],
    ];
    for (const [data, name, status] of cases) {
      const res = await send(
        '/api/orders/contactRequest',
        aino,
        contactParts([['files', data, name]]),
      );
      expect(res.statusCode, name).toBe(status);
      expect(res.body).not.toMatch(/stack|at \/|\.ts:/);
    }
  });

  it('contact request needs phone or e-mail and a valid form', async () => {
    const noContact = contactParts().filter(([name]) => name !== 'email');
    expect((await send('/api/orders/contactRequest', aino, noContact)).statusCode).toBe(400);
    const unknown = contactParts([['extra', 'x']]);
    expect((await send('/api/orders/contactRequest', aino, unknown)).statusCode).toBe(400);
    const twice = contactParts([['text', 'Second text part here']]);
    expect((await send('/api/orders/contactRequest', aino, twice)).statusCode).toBe(400);
    expect(
      (await send('/api/orders/contactRequest', aino, contactParts([], '2000001'))).statusCode,
    ).toBe(404);
    const json = await app.inject({
      method: 'POST',
      url: '/api/orders/contactRequest',
      headers: withSession(aino),
      payload: { orderNr: 1000001 },
    });
    expect(json.statusCode).toBe(415);
  });

  it('reclamation: rules of spec 5, pauses collection with state 12, refused for a debt in court', async () => {
    const short = reclamationParts().map((p): Part =>
      p[0] === 'text' ? ['text', 'too short'] : p,
    );
    expect((await send('/api/orders/reclamationRequest', aino, short)).statusCode).toBe(400);
    const noBasis = reclamationParts().filter(([name]) => name !== 'basis');
    expect((await send('/api/orders/reclamationRequest', aino, noBasis)).statusCode).toBe(400);
    const longName = reclamationParts().map((p): Part =>
      p[0] === 'name' ? ['name', 'x'.repeat(51)] : p,
    );
    expect((await send('/api/orders/reclamationRequest', aino, longName)).statusCode).toBe(400);
    expect(
      (await send('/api/orders/reclamationRequest', aino, reclamationParts([['phone', '12a']])))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('/api/orders/reclamationRequest', aino, reclamationParts([], '2000001')))
        .statusCode,
    ).toBe(404);

    const res = await send(
      '/api/orders/reclamationRequest',
      aino,
      reclamationParts([
        ['phone', '401234567'],
        ['files', PDF, 'lasku.pdf'],
      ]),
    );
    expect(res.json(), res.body).toEqual({ status: 0, ErrorCode: null, responseObject: true });
    expect(validator.check('submitReclamation', 200, res.json()).valid).toBe(true);
    const debt = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json()
      .responseObject.debts[0];
    expect(debt.debtSummary.state.state).toBe(12);
    expect(debt.isReclamationAllowed).toBe(false);
    const rows = await app.database.db
      .select()
      .from(reclamations)
      .where(eq(reclamations.debtNr, debt.nr));
    expect(rows[0]!.basis).toBe('invoiceContent,collectionCosts');
    // A second reclamation while one is open is refused.
    expect(
      (await send('/api/orders/reclamationRequest', aino, reclamationParts())).statusCode,
    ).toBe(403);

    const matti = await strongSession(app, 2);
    const court = (await app.inject({ url: '/api/debtor', headers: withSession(matti) }))
      .json()
      .responseObject.debts.find((d: { nr: number }) => d.nr === 200002);
    const refused = await send(
      '/api/orders/reclamationRequest',
      matti,
      reclamationParts([], '2000002', court.bills[0].nr),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('at most two uploads of one session are read at once; a third is refused before its body', async () => {
    const token = await strongSession(app, 1);
    const { payload, contentType } = await multipart(contactParts([['files', PDF, 'liite.pdf']]));
    // Two uploads whose bodies are still arriving (half sent, held open by the test).
    const open = [new PassThrough(), new PassThrough()];
    const slow = open.map((stream) => {
      stream.write(payload.subarray(0, 100));
      return app.inject({
        method: 'POST',
        url: '/api/orders/contactRequest',
        headers: { ...withSession(token), 'content-type': contentType },
        payload: stream,
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await send('/api/orders/contactRequest', token, contactParts());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      status: 1,
      ErrorCode: 'error.attachment.2',
      responseObject: null,
    });
    // Another session is not affected.
    expect((await send('/api/orders/contactRequest', aino, contactParts())).statusCode).toBe(200);
    open.forEach((stream) => stream.end(payload.subarray(100)));
    for (const res of await Promise.all(slow)) expect(res.statusCode, res.body).toBe(200);
    // The slots are free again once the answers are out.
    expect((await send('/api/orders/contactRequest', token, contactParts())).statusCode).toBe(200);
  });
});

const MAX = 20_000_000;

describe.each(DATABASE_KINDS)('daily attachment allowance on %s', (kind) => {
  const { app } = useTestApp(kind);

  const contact = async (token: string, files: Part[]) => {
    const { payload, contentType } = await multipart([
      ['orderNr', '1000001'],
      ['registerDate', '2026-01-15'],
      ['headerText', 'Question'],
      ['text', 'Please call me.'],
      ['email', 'aino@example.org'],
      ['language', 'fi'],
      ...files,
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/orders/contactRequest',
      headers: { ...withSession(token), 'content-type': contentType },
      payload,
    });
  };

  it('ten requests with files a day, then 429 with its own code; a request without files still passes', async () => {
    const token = await weakSession(app, '1000001', '11111111');
    for (let i = 0; i < DAILY_UPLOAD_REQUESTS; i += 1) {
      const res = await contact(token, [['files', PDF, `liite${i}.pdf`]]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await contact(token, [['files', PDF, 'liite.pdf']]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 1,
      ErrorCode: 'error.attachment.3',
      responseObject: null,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(25 * 60 * 60);
    // Nothing of the refused request was stored; text alone is still welcome.
    const stored = await app.database.db.select().from(contactRequests);
    expect(stored).toHaveLength(DAILY_UPLOAD_REQUESTS);
    expect((await contact(token, [])).statusCode).toBe(200);
  });

  it('the bytes of the day: a file past what is left is refused with the allowance code, not 413', async () => {
    const token = await strongSession(app, 1);
    // Earlier today: 97 MB stored for this debtor (sizes as recorded; the bytes themselves are
    // not needed for the count).
    // A new day for the count: the first test's ten requests are gone.
    await app.database.db.delete(contactRequestAttachments);
    await app.database.db.delete(contactRequests);
    const [debt] = await app.database.db
      .select({ nr: debts.nr })
      .from(debts)
      .where(eq(debts.orderNr, 1000001));
    const [request] = await app.database.db
      .insert(contactRequests)
      .values({
        debtorNr: 1,
        debtNr: debt!.nr,
        registerDate: '2026-01-15',
        headerText: 'Earlier',
        text: 'Earlier',
        email: 'aino@example.org',
        language: 'fi',
      })
      .returning({ nr: contactRequests.nr });
    await app.database.db.insert(contactRequestAttachments).values({
      contactRequestNr: request!.nr,
      fileName: 'earlier.pdf',
      contentType: 'application/pdf',
      sizeBytes: DAILY_UPLOAD_BYTES - 3_000_000,
      data: PDF,
    });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(3_000_000, 0x20)]);
    const over = await contact(token, [['files', tooBig, 'iso.pdf']]);
    expect(over.statusCode).toBe(429);
    expect(over.json().ErrorCode).toBe('error.attachment.3');
    const fits = Buffer.concat([PDF, Buffer.alloc(2_000_000, 0x20)]);
    expect((await contact(token, [['files', fits, 'pieni.pdf']])).statusCode).toBe(200);
  });
});

describe('temporary upload folders', () => {
  it('at start, the folders of processes that no longer run go; live ones stay', () => {
    // A pid far above the kernel's default maximum (4194304) cannot be running.
    const dead = join(UPLOAD_ROOT, '99999999');
    mkdirSync(dead, { recursive: true });
    writeFileSync(join(dead, 'half-received'), 'x');
    mkdirSync(UPLOAD_DIR, { recursive: true });
    writeFileSync(join(UPLOAD_DIR, 'in-flight'), 'x');
    removeStaleUploads();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(join(UPLOAD_DIR, 'in-flight'))).toBe(true);
    rmSync(join(UPLOAD_DIR, 'in-flight'));
  });
});
