/**
 * Mail through nodemailer: `SMTP_URL` for a real server; without it every message is written
 * as an .eml file to `${DATA_DIR}/outbox` (the README says how to read them).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './types';

export const MAIL_FROM = 'Perintä Oy <noreply@perinta.example>';

export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly options: { smtpUrl?: string | undefined; outboxDir: string; from?: string },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from ?? MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.fileName,
        contentType: a.contentType,
        content: a.content,
      })),
    });
    if (this.options.smtpUrl) return;
    const eml = (info as { message?: Buffer }).message;
    if (!eml) throw new Error('the mail transport produced no message');
    await mkdir(this.options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.options.outboxDir, name), eml, { mode: 0o600 });
  }
}
