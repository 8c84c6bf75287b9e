/** Mail (issue item 8): a real SMTP listener on 127.0.0.1, and the .eml outbox by default. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { NodemailerMailer } from '../src/providers/mailer';
import { withSession, weakSession } from './helpers/app';
import { useTestApp } from './helpers/test-app';

describe('mail', () => {
  it('sends through an SMTP server and the message reads back', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.server.address() as AddressInfo).port;
      const mailer = new NodemailerMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: join(tmpdir(), 'unused-outbox'),
      });
      await mailer.send({
        to: 'liisa@example.org',
        subject: 'Tuomio',
        text: 'Tuomio liitteenä.',
        attachments: [
          {
            fileName: 'tuomio.pdf',
            contentType: 'application/pdf',
            content: Buffer.from('%PDF-1.4'),
          },
        ],
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['liisa@example.org']);
      expect(received[0]!.data).toContain('Subject: Tuomio');
      expect(received[0]!.data).toContain('filename=tuomio.pdf');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe('outbox', () => {
    let dir: string;

    const { app } = useTestApp('pglite', async () => {
      dir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
      return { env: { DATA_DIR: dir } };
    });

    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('writes an .eml file to DATA_DIR/outbox (invoice copy confirmation)', async () => {
      const aino = await weakSession(app, '1000001', '11111111');
      const debt = (await app.inject({ url: '/api/debtor', headers: withSession(aino) })).json()
        .responseObject.debts[0];
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/invoiceCopyRequest',
        headers: withSession(aino),
        payload: { orderNr: debt.orderNr, billNrs: [debt.bills[0].nr], email: 'aino@example.org' },
      });
      expect(res.json().status).toBe(0);
      const files = await readdir(join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(join(dir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: aino@example.org');
      expect(eml).toContain('1000001');
    });
  });
});
