import type { LanguageId } from '@portal/openapi/language';
import type { AuthType } from '../session';

export type DataExportFormat = 'json' | 'pdf';

/**
 * Issue 18: the personal-data export (GDPR Article 15) is offered only after a strong login
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
