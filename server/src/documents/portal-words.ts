import { languageOf } from '@portal/openapi/language';
import { translate } from '@portal/translations';
import type { DocumentLocale } from '../lib/money';

/** spec 3: the debt states (the shared list) and the action history's types, by their numbers. */
export { DEBT_STATES } from '@portal/openapi/debt-state';
export const ACTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Labels the PDFs, the data export and the e-mails take from the portal's own translations
 * (`debtState.*`, `actionTypes.*`), so that the page, the PDF and the export cannot disagree.
 */
export function portalLabels(
  locale: DocumentLocale,
  family: 'debtState' | 'actionTypes',
  codes: readonly number[],
): Record<number, string> {
  return Object.fromEntries(
    codes.map((code) => [code, translate(languageOf[locale], `${family}.${code}`)]),
  );
}

/** One portal text in the document's language. */
export function portalText(
  locale: DocumentLocale,
  key: string,
  values?: Record<string, string | number>,
): string {
  return translate(languageOf[locale], key, values);
}
