/**
 * The sandbox SMS gateway: every message is written as a `.sms.txt` file next to the mail in
 * `${DATA_DIR}/outbox` (a `To:` line, an empty line, the text). A real gateway implements
 * `SmsSender` and is wired in `registry.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsMessage, SmsSender } from './types';

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly outboxDir: string) {}

  async send(message: SmsMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.sms.txt`;
    await writeFile(join(this.outboxDir, name), `To: ${message.to}\n\n${message.text}\n`, {
      mode: 0o600,
    });
  }
}
