/**
 * The court decision's PDF as a document model (pure: texts and debts in, model out), e-mailed
 * once the debtor has signed for it. Loading, rendering and mailing are the service's.
 */
import { type LanguageId, localeOf } from '@portal/openapi/language';
import { formatDay } from '../lib/dates';
import type { DocumentModel } from '../providers/types';
import type { DebtRow } from '../repositories/debtor-rows';
import { COURT_DECISION_TEXTS } from './mail-texts';

/** One part per debt with a decision: its creditor and the decision's date. */
export function courtDecisionDocument(
  lang: LanguageId,
  printedOn: string,
  rows: Pick<DebtRow, 'orderNr' | 'creditorName' | 'verdictDate'>[],
): DocumentModel {
  const t = COURT_DECISION_TEXTS[lang];
  return {
    locale: localeOf[lang],
    title: t.title,
    issuer: 'Perintä Oy',
    headerLines: [formatDay(printedOn)],
    sections: rows.map((d) => ({
      kind: 'fields' as const,
      heading: t.caseHeading(d.orderNr),
      fields: [
        [t.creditor, d.creditorName],
        [t.date, formatDay(d.verdictDate)],
      ],
    })),
    footer: 'Perintä Oy',
  };
}
