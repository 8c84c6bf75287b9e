/**
 * A refused upload gets its answer: an attachment request refused
 * while its body is still arriving (a third one of a session at once: 429; past 20,000,000
 * bytes: 413) is answered with its status and envelope over a real connection, and the client
 * can send the whole body without the connection being reset under it. A browser reads the
 * answer only after it has sent the body, so a server that closed the connection with bytes
 * still unread would reset it, and the debtor would see "no connection" instead of the reason.
 * `inject` cannot show a reset, so these tests go through a socket on 127.0.0.1.
 */
import { Agent, request } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENT_BYTES, MAX_DISCARDED_BYTES } from '../src/http/uploads';
import { strongSession, withSession } from './helpers/app';
import { useTestApp } from './helpers/test-app';

const CONTACT = '/api/orders/contactRequest';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body the client wrote before its request ended (or failed). */
  written: number;
  /** Sent on a connection an earlier request had used (a keep-alive agent). */
  reused: boolean;
}

/** A contact request whose one file (a PDF) has `fileBytes` bytes, as a browser sends it. */
function contactBody(fileBytes: number) {
  const boundary = '----portal-test-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('orderNr', '1000001') +
      field('registerDate', '2026-01-15') +
      field('headerText', 'Question') +
      field('text', 'Please call me about the plan.') +
      field('email', 'aino@example.org') +
      field('language', 'fi') +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="liite.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fill = fileBytes - '%PDF-'.length;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + fill + tail.length,
    head,
    fill,
    tail,
  };
}

/**
 * Sends the whole body, as a browser does (it reads the answer only once the body is out), and
 * then reads the answer. A reset or a broken pipe at any point rejects.
 */
function sendWholeBody(
  address: string,
  token: string,
  fileBytes: number,
  agent: Agent | false = false,
): Promise<Answer> {
  const body = contactBody(fileBytes);
  return new Promise<Answer>((resolve, reject) => {
    let written = 0;
    let bodySent = false;
    let answer: Omit<Answer, 'written' | 'reused'> | null = null;
    let bodyWritten = () => {};
    const bodyOut = new Promise<void>((resolveBody) => (bodyWritten = resolveBody));
    const finish = () => {
      if (bodySent && answer) resolve({ ...answer, written, reused: req.reusedSocket });
    };
    const req = request(`${address}${CONTACT}`, {
      method: 'POST',
      agent,
      headers: {
        ...withSession(token),
        'content-type': body.contentType,
        'content-length': String(body.length),
      },
    });
    req.on('error', (error) =>
      reject(new Error(`${(error as NodeJS.ErrnoException).code} after ${written} bytes`)),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      // Like a browser, the answer is read once the whole body has been sent.
      res.pause();
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      void bodyOut.then(() => res.resume());
      res.on('error', reject);
      res.on('end', () => {
        answer = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        finish();
      });
    });
    const chunk = Buffer.alloc(1 << 16, 0x20);
    let left = body.fill;
    const write = (data: Buffer) => {
      written += data.length;
      return req.write(data);
    };
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!write(piece)) {
          // Node's client stops passing the socket's 'drain' on once an answer has ended (it
          // arrives early here), so the socket's own is awaited.
          (req.socket ?? req).once('drain', pump);
          return;
        }
      }
      written += body.tail.length;
      req.end(body.tail, () => {
        bodySent = true;
        bodyWritten();
        finish();
      });
    };
    write(body.head);
    pump();
  });
}

/** Two uploads of the session whose bodies are still arriving: the session's slots are taken. */
function holdBothSlots(app: FastifyInstance, token: string) {
  const body = contactBody(1000);
  const streams = [new PassThrough(), new PassThrough()];
  const answers = streams.map((stream) => {
    stream.write(body.head);
    return app.inject({
      method: 'POST',
      url: CONTACT,
      headers: { ...withSession(token), 'content-type': body.contentType },
      payload: stream,
    });
  });
  return {
    async release() {
      for (const stream of streams) {
        stream.write(Buffer.alloc(body.fill, 0x20));
        stream.end(body.tail);
      }
      return Promise.all(answers);
    },
  };
}

describe('refused uploads are answered, not reset (pglite)', () => {
  const { app } = useTestApp('pglite');
  let listening: Promise<string> | undefined;
  const addressOf = () => (listening ??= app.listen({ port: 0, host: '127.0.0.1' }));
  // A browser keeps its connection open for the next request; some clients ask to close it.
  const connections = [
    ['kept open', () => new Agent({ keepAlive: true, maxSockets: 1 })],
    ['closed by the client', () => false as const],
  ] as const;

  it.each(connections)(
    'a third upload of a session at once: 429 and its envelope after a 19 MB body (connection %s)',
    async (_, agentOf) => {
      const agent = agentOf();
      const token = await strongSession(app, 1);
      const address = await addressOf();
      const held = holdBothSlots(app, token);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const third = await sendWholeBody(address, token, 19_000_000, agent);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBe('1');
      expect(JSON.parse(third.body)).toEqual({
        status: 1,
        ErrorCode: 'error.attachment.2',
        responseObject: null,
      });
      expect(third.written).toBeGreaterThan(19_000_000);

      // The held uploads go through; the slots are free again, and a kept connection serves
      // the next request (the refused body was read to its end, not left in the way).
      for (const res of await held.release()) expect(res.statusCode, res.body).toBe(200);
      const after = await sendWholeBody(address, token, 1000, agent);
      expect(after.status, after.body).toBe(200);
      expect(after.reused).toBe(agent !== false);
      if (agent) agent.destroy();
    },
    60_000,
  );

  it.each(connections)(
    'a body past 20,000,000 bytes: 413 and its envelope, the rest read and discarded (connection %s)',
    async (_, agentOf) => {
      const agent = agentOf();
      const token = await strongSession(app, 1);
      const address = await addressOf();

      const over = await sendWholeBody(address, token, MAX_ATTACHMENT_BYTES + 10_000_000, agent);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body)).toEqual({
        status: 1,
        ErrorCode: 'fileSizeError',
        responseObject: null,
      });
      expect(over.written).toBeGreaterThan(MAX_ATTACHMENT_BYTES + 10_000_000);
      const after = await sendWholeBody(address, token, 1000, agent);
      expect(after.status, after.body).toBe(200);
      expect(after.reused).toBe(agent !== false);
      if (agent) agent.destroy();
    },
    60_000,
  );

  it('a body declared larger than twice the limit is not waited for: 413, then the connection closes', async () => {
    const token = await strongSession(app, 1);
    const address = await addressOf();
    const body = contactBody(MAX_DISCARDED_BYTES + 1);
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request(`${address}${CONTACT}`, {
          method: 'POST',
          headers: {
            ...withSession(token),
            'content-type': body.contentType,
            'content-length': String(body.length),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          req.destroy();
        });
        req.on('error', reject);
        req.write(body.head);
        req.write(Buffer.alloc(MAX_ATTACHMENT_BYTES + 1000, 0x20));
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close' });
  }, 60_000);
});
