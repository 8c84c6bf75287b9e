import { translate, type LanguageId } from '@portal/translations';
import type { DocumentLocale } from '../lib/money';

/** The portal's language of a document locale. */
export const LANGUAGE_OF: Record<DocumentLocale, LanguageId> = {
  'fi-FI': 'fi',
  'sv-SE': 'se',
  'en-US': 'en',
};

/** spec 3: the debt states and the action history's types, by their numbers. */
export const DEBT_STATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const ACTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Labels the PDFs, the data export and the e-mails take from the portal's own translations
 * (`debtState.*`, `actionTypes.*`), so that the page, the PDF and the export cannot
 * disagree.
 */
export function portalLabels(
  locale: DocumentLocale,
  family: 'debtState' | 'actionTypes',
  codes: readonly number[],
): Record<number, string> {
  return Object.fromEntries(
    codes.map((code) => [code, translate(LANGUAGE_OF[locale], `${family}.${code}`)]),
  );
}

/** One portal text in the document's language. */
export function portalText(
  locale: DocumentLocale,
  key: string,
  values?: Record<string, string | number>,
): string {
  return translate(LANGUAGE_OF[locale], key, values);
}
