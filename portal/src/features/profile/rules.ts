import type { LanguageId, ReminderDays } from '@portal/openapi';
import type { AuthType } from '../session';

export type DataExportFormat = 'json' | 'pdf';

/**
 * The personal-data export (GDPR Article 15) is offered only after a strong login
 * (bank credentials, login type 0, or a re-authentication, 6). A case number and online ID or a
 * token link prove possession of one letter, not who the person is; the server refuses them too.
 */
export function offersDataExport(authType: AuthType | null): boolean {
  return authType === 0 || authType === 6;
}

const fileLabel: Record<LanguageId, string> = {
  fi: 'omat-tiedot',
  se: 'dina-uppgifter',
  en: 'your-data',
};

/** The saved file's name: an ASCII label in the language in use and the debtor number. */
export function dataExportFileName(
  format: DataExportFormat,
  language: LanguageId,
  debtorNr: number,
): string {
  return `${fileLabel[language]}_${debtorNr}.${format}`;
}

/** A failed download shows the session timeout as it is, anything else as the export's own error. */
export function dataExportErrorKey(errorKey: string): string {
  return errorKey === 'error.generic.1' || errorKey === 'error.dataExport.1'
    ? errorKey
    : 'profile.dataExport.failed';
}

// ------------------------------------------------------------------ reminders and e-demands

export interface ReminderChoice {
  byEmail: boolean;
  bySms: boolean;
  daysBefore: ReminderDays | null;
}

/**
 * What keeps a reminder choice from being saved, as a translation key, or null: a channel needs
 * an address of the debtor, and a channel needs a number of days. No channel at all is a valid
 * choice (no reminders).
 */
export function reminderChoiceError(
  choice: ReminderChoice,
  addresses: { email: string | null; phone: string | null },
): string | null {
  if (choice.byEmail && !addresses.email) return 'profile.reminders.noEmail';
  if (choice.bySms && !addresses.phone) return 'profile.reminders.noPhone';
  if ((choice.byEmail || choice.bySms) && choice.daysBefore === null) {
    return 'profile.reminders.chooseDays';
  }
  return null;
}

/** The key of the message after a saved reminder choice: on (with its days) or off. */
export function reminderSavedKey(choice: ReminderChoice): string {
  return choice.byEmail || choice.bySms ? 'profile.reminders.saved' : 'profile.reminders.savedOff';
}

export type ConsentState = 'none' | 'valid' | 'withdrawn' | 'expired';

/**
 * The consent to electronic payment demands as the profile shows it on `today` (YYYY-MM-DD,
 * Helsinki): its state and the day that goes with it (valid until / withdrawn on / expired
 * after its last day). The server says the same; this follows the day if the page stays open.
 */
export function consentStatus(
  consent: { validUntil: string | null; withdrawnAt: string | null } | null,
  today: string,
): { state: ConsentState; date: string | null } {
  if (!consent || !consent.validUntil) return { state: 'none', date: null };
  if (consent.withdrawnAt) return { state: 'withdrawn', date: consent.withdrawnAt };
  if (today <= consent.validUntil) return { state: 'valid', date: consent.validUntil };
  return { state: 'expired', date: consent.validUntil };
}
