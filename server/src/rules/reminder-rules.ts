/**
 * Pure rules of installment reminders and of the consent to electronic payment demands. No
 * database, no clock: callers pass today's date (Finnish time).
 */
import { type LanguageId, localeOf } from '@portal/openapi/language';
import { addDays, addMonths, dayjs, formatDay } from '../lib/dates';
import { cents, formatEuros } from '../lib/money';

export type ReminderChannel = 'email' | 'sms';
export type ReminderLanguage = LanguageId;

/** Whole calendar days from `today` to `dueDate` (both YYYY-MM-DD); negative when past. */
export function daysUntil(today: string, dueDate: string): number {
  return dayjs.utc(dueDate).diff(dayjs.utc(today), 'day');
}

/**
 * A reminder is due from `daysBefore` days before the due date until the due date itself, so
 * that a round missed (server down that day) still reminds before the money is late; the
 * claim key (what, due date, channel) makes it go out once in that window.
 */
export function isReminderDue(today: string, dueDate: string, daysBefore: number): boolean {
  const days = daysUntil(today, dueDate);
  return days >= 0 && days <= daysBefore;
}

/** Something a reminder can be about: an installment of an active plan, or a debt without one. */
export interface ReminderCandidate {
  /** `installment:{planNr}:{sequence}` or `debt:{debtNr}`. */
  target: string;
  dueDate: string;
  /** What is left to pay of it. */
  amountCents: number;
}

/** The candidates a reminder goes out for today, by the debtor's choice of days. */
export function remindersDue<T extends ReminderCandidate>(
  candidates: T[],
  today: string,
  daysBefore: number,
): T[] {
  return candidates.filter((c) => c.amountCents > 0 && isReminderDue(today, c.dueDate, daysBefore));
}

export interface ReminderContent {
  kind: 'installment' | 'debt';
  amountCents: number;
  dueDate: string;
  reference: string;
  caseNumber: number;
  payee: string;
}

export interface ReminderMessage {
  subject: string;
  text: string;
  /** The short form for SMS. */
  sms: string;
}

/** The reminder in the debtor's language: amount, due date (DD.MM.YYYY), reference. */
export function reminderMessage(language: ReminderLanguage, c: ReminderContent): ReminderMessage {
  const amount = formatEuros(cents(c.amountCents), localeOf[language]);
  const due = formatDay(c.dueDate);
  switch (language) {
    case 'se': {
      const what = c.kind === 'installment' ? 'Din rat' : 'Din skuld';
      return {
        subject: `Påminnelse: ${c.kind === 'installment' ? 'raten' : 'skulden'} förfaller ${due}`,
        text: [
          'Hej,',
          '',
          `${what} i ärende\u00a0${c.caseNumber} förfaller ${due}.`,
          '',
          `Belopp: ${amount}`,
          `Förfallodag: ${due}`,
          `Referensnummer: ${c.reference}`,
          `Betalningsmottagare: ${c.payee}`,
          '',
          'Du kan betala i Skuldportalen eller i din nätbank. Om du redan har betalat kan du bortse från det här meddelandet.',
          'Du får påminnelsen eftersom du har valt påminnelser i Skuldportalen. Du kan ändra valet under Mina uppgifter.',
          '',
          `Med vänliga hälsningar\n${c.payee}`,
        ].join('\n'),
        sms: `${c.payee}: ${what.toLowerCase()} i ärende\u00a0${c.caseNumber}, ${amount}, förfaller ${due}. Referensnummer ${c.reference}.`,
      };
    }
    case 'en': {
      const what = c.kind === 'installment' ? 'Your instalment' : 'Your debt';
      return {
        subject: `Reminder: ${c.kind === 'installment' ? 'instalment' : 'payment'} due on ${due}`,
        text: [
          'Hello,',
          '',
          `${what} in case\u00a0${c.caseNumber} is due on ${due}.`,
          '',
          `Amount: ${amount}`,
          `Due date: ${due}`,
          `Reference number: ${c.reference}`,
          `Payee: ${c.payee}`,
          '',
          'You can pay in the Debt Portal or in your online bank. If you have already paid, please ignore this message.',
          'You are receiving this because you chose reminders in the Debt Portal. You can change that under My details.',
          '',
          `Kind regards\n${c.payee}`,
        ].join('\n'),
        sms: `${c.payee}: ${what.toLowerCase()} in case\u00a0${c.caseNumber}, ${amount}, is due on ${due}. Reference number ${c.reference}.`,
      };
    }
    default: {
      const what = c.kind === 'installment' ? 'Maksueräsi' : 'Velkasi';
      return {
        subject: `Muistutus: ${c.kind === 'installment' ? 'maksuerä' : 'velka'} erääntyy ${due}`,
        text: [
          'Hei,',
          '',
          `${what} asiassa\u00a0${c.caseNumber} erääntyy ${due}.`,
          '',
          `Summa: ${amount}`,
          `Eräpäivä: ${due}`,
          `Viitenumero: ${c.reference}`,
          `Maksunsaaja: ${c.payee}`,
          '',
          'Voit maksaa Velkaportaalissa tai verkkopankissasi. Jos olet jo maksanut, tämä viesti ei vaadi toimia.',
          'Saat muistutuksen, koska olet valinnut muistutukset Velkaportaalissa. Voit muuttaa valintaa Omissa tiedoissa.',
          '',
          `Ystävällisin terveisin\n${c.payee}`,
        ].join('\n'),
        sms: `${c.payee}: ${what.toLowerCase()} asiassa\u00a0${c.caseNumber}, ${amount}, erääntyy ${due}. Viitenumero ${c.reference}.`,
      };
    }
  }
}

// ------------------------------------------------------------------ consent to e-demands

/** Debt Collection Act 5 a (299/2022): a consent holds for at most 12 months. */
export const CONSENT_MONTHS = 12;

/**
 * The last day a consent given on `givenDay` holds: the day before the same date 12 months
 * later, so that it never holds for more than 12 months (a consent of 29 February holds until
 * 27 February of the next year).
 */
export function consentValidUntil(givenDay: string): string {
  return addDays(addMonths(givenDay, CONSENT_MONTHS), -1);
}

export type ConsentState = 'none' | 'valid' | 'withdrawn' | 'expired';

/** The state of the latest consent on `today` (YYYY-MM-DD, Finnish time). */
export function consentState(
  consent: { validUntil: string; withdrawnAt: Date | null } | null | undefined,
  today: string,
): ConsentState {
  if (!consent) return 'none';
  if (consent.withdrawnAt) return 'withdrawn';
  return today <= consent.validUntil ? 'valid' : 'expired';
}
