/**
 * Installment and due-date reminders: the debtor's choice, and the job that
 * sends them through the mailer and the SMS gateway, once per installment (or debt due date)
 * and channel whichever instance runs it, however often (claim rows, `ReminderRepository.claim`).
 */
import { type components, isLanguageId, isReminderDays } from '@portal/openapi';
import { type Clock, todayInHelsinki } from '../lib/dates';
import type { Mailer, SmsSender } from '../providers/types';
import type { ReminderCandidateRow, ReminderRepository } from '../repositories/reminder-repository';
import { PAYEE } from './debtor';
import {
  type ReminderChannel,
  type ReminderLanguage,
  reminderMessage,
  remindersDue,
} from '../rules/reminder-rules';
import type { Session } from './sessions';
import { Repeating } from './jobs';

type S = components['schemas'];

export type SaveRemindersResult = { saved: true } | { saved: false; errorCode: string };

/** What one round did. */
export interface ReminderRound {
  sent: number;
  failed: number;
}

const LANGUAGES = new Set<string>(['fi', 'se', 'en']);

export class ReminderService {
  constructor(
    private readonly repository: ReminderRepository,
    private readonly mail: Mailer,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
  ) {}

  async settings(session: Session): Promise<S['ReminderSettings']> {
    const [preference, addresses] = await Promise.all([
      this.repository.preference(session.debtorNr),
      this.repository.addresses(session.debtorNr),
    ]);
    const days = preference?.daysBefore;
    const language = preference?.language;
    return {
      byEmail: preference?.byEmail ?? false,
      bySms: preference?.bySms ?? false,
      daysBefore: isReminderDays(days) ? days : null,
      language: isLanguageId(language) ? language : null,
      email: addresses.email,
      phone: addresses.phone,
    };
  }

  /** Saves the choice; a channel needs an address of the debtor. Both off removes the choice. */
  async save(session: Session, body: S['ReminderSettingsRequest']): Promise<SaveRemindersResult> {
    const addresses = await this.repository.addresses(session.debtorNr);
    if (body.byEmail && !addresses.email) return { saved: false, errorCode: 'error.reminders.1' };
    if (body.bySms && !addresses.phone) return { saved: false, errorCode: 'error.reminders.2' };
    await this.repository.savePreference(session.debtorNr, body, this.clock());
    return { saved: true };
  }

  /**
   * One round: every reminder due today (Finnish time) whose claim this instance wins is sent;
   * a failed send releases its claim for the next round. Failures are counted, never thrown,
   * except when the database itself cannot be read.
   */
  async runOnce(onFailure?: (error: unknown) => void): Promise<ReminderRound> {
    const now = this.clock();
    const today = todayInHelsinki(now);
    const round: ReminderRound = { sent: 0, failed: 0 };
    const rows = await this.repository.candidates(today);
    const byDebtor = new Map<number, ReminderCandidateRow[]>();
    for (const row of rows) {
      const list = byDebtor.get(row.debtor_nr) ?? [];
      list.push({ ...row, amount_cents: Number(row.amount_cents) });
      byDebtor.set(row.debtor_nr, list);
    }
    for (const list of byDebtor.values()) {
      const choice = list[0]!;
      const due = remindersDue(
        list.map((r) => ({ ...r, dueDate: r.due_date, amountCents: r.amount_cents })),
        today,
        choice.days_before,
      );
      for (const item of due) {
        const channels: [ReminderChannel, string | null][] = [
          ['email', choice.by_email ? choice.email : null],
          ['sms', choice.by_sms ? choice.phone : null],
        ];
        for (const [channel, recipient] of channels) {
          if (!recipient) continue;
          try {
            if (await this.sendOne(item, channel, recipient)) round.sent += 1;
          } catch (error) {
            round.failed += 1;
            onFailure?.(error);
          }
        }
      }
    }
    return round;
  }

  /** Claims, sends and marks one reminder; false when another round or instance has it. */
  private async sendOne(
    item: ReminderCandidateRow,
    channel: ReminderChannel,
    recipient: string,
  ): Promise<boolean> {
    const id = await this.repository.claim(
      {
        debtorNr: item.debtor_nr,
        target: item.target,
        dueDate: item.due_date,
        channel,
        recipient,
      },
      this.clock(),
    );
    if (id === null) return false;
    const language = (LANGUAGES.has(item.language) ? item.language : 'fi') as ReminderLanguage;
    const message = reminderMessage(language, {
      kind: item.kind,
      amountCents: item.amount_cents,
      dueDate: item.due_date,
      reference: item.reference?.trim() || String(item.debt_nr),
      caseNumber: item.order_nr,
      payee: PAYEE.name,
    });
    try {
      if (channel === 'email') {
        await this.mail.send({ to: recipient, subject: message.subject, text: message.text });
      } else {
        await this.sms.send({ to: recipient, text: message.sms });
      }
    } catch (error) {
      await this.repository.release(id);
      throw error;
    }
    await this.repository.markSent(id, this.clock());
    return true;
  }
}

/** The reminder round repeated (the server runs it as a job of `JobRunner`, services/jobs.ts). */
export class ReminderScheduler extends Repeating<ReminderRound> {}
