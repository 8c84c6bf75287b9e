import type { LanguageId } from '@portal/translations';

/**
 * The e-mails the server sends on a debtor's request, and the court-decision PDF, in the portal's
 * words (`translations/src/glossary.ts`, checked by server/test/words.test.ts). The debtor sees a
 * case ("asia", "ärende"), never the collector's internal "toimeksianto" or "uppdrag". Numbers
 * are bound to their word with a non-breaking space, as in the portal.
 */

const NB = '\u00a0';
const SENDER = 'Perintä Oy';
const PHONE = `030${NB}10${NB}5620`;

/** "7000001" or "7000001, 7000002", with the word for one case or several. */
function caseList(language: LanguageId, caseNumbers: readonly number[]): string {
  const numbers = caseNumbers.join(', ');
  const several = caseNumbers.length > 1;
  switch (language) {
    case 'se':
      return `${several ? 'ärendena' : 'ärende'}${NB}${numbers}`;
    case 'en':
      return `${several ? 'cases' : 'case'}${NB}${numbers}`;
    default:
      return `${several ? 'asioissa' : 'asiassa'}${NB}${numbers}`;
  }
}

export interface CourtDecisionTexts {
  /** The PDF's title and the document name at the signing service. */
  title: string;
  /** The PDF's heading of one debt: "Asia 7000001". */
  caseHeading: (caseNumber: number) => string;
  creditor: string;
  date: string;
  /** The attachment's file name (ASCII, without the extension). */
  fileName: string;
  subject: (caseNumbers: readonly number[]) => string;
  /** Greeting, what the attachment is, what it means, what to do next, and a sign-off. */
  body: (caseNumbers: readonly number[]) => string;
}

/**
 * The court decision the debtor asked for in the portal. What the e-mail says a judgment means:
 * it is an enforcement title (Enforcement Code 705/2007, chapter 2 section 2), and it leads to a
 * payment default entry (Credit Information Act 527/2007, section 20).
 */
export const COURT_DECISION_TEXTS: Record<LanguageId, CourtDecisionTexts> = {
  fi: {
    title: 'Tuomioistuimen päätös',
    caseHeading: (n) => `Asia${NB}${n}`,
    creditor: 'Velkoja',
    date: 'Tuomion päivä',
    fileName: 'Tuomioistuimen_paatos',
    subject: (ns) => `Tuomioistuimen päätös ${caseList('fi', ns)}`,
    body: (ns) =>
      [
        'Hei,',
        '',
        `Liitteenä on tuomioistuimen päätös ${caseList('fi', ns)}. Tilasit sen Velkaportaalista.`,
        '',
        'Käräjäoikeus on antanut velasta tuomion. Tuomiosta syntyy maksuhäiriömerkintä, ja jos velkaa ei makseta, velkoja voi hakea sen perimistä ulosotosta.',
        '',
        `Maksa velka Velkaportaalissa mahdollisimman pian, niin kuluja kertyy vähemmän. Jos et pysty maksamaan koko summaa kerralla, ota yhteyttä asiakaspalveluun, puh. ${PHONE} (ma–to klo 8–18, pe klo 8–17).`,
        '',
        `Ystävällisin terveisin\n${SENDER}`,
      ].join('\n'),
  },
  se: {
    title: 'Domstolens beslut',
    caseHeading: (n) => `Ärende${NB}${n}`,
    creditor: 'Borgenär',
    date: 'Domens datum',
    fileName: 'Domstolens_beslut',
    subject: (ns) => `Domstolens beslut i ${caseList('se', ns)}`,
    body: (ns) =>
      [
        'Hej,',
        '',
        `Som bilaga finns domstolens beslut i ${caseList('se', ns)}, som du begärde i Skuldportalen.`,
        '',
        'Tingsrätten har meddelat dom om skulden. Domen leder till en betalningsanmärkning, och om skulden inte betalas kan borgenären ansöka om utsökning.',
        '',
        `Betala skulden i Skuldportalen så snart som möjligt, så blir kostnaderna mindre. Om du inte kan betala hela beloppet på en gång, kontakta kundtjänsten på ${PHONE} (mån–tors kl. 8–18, fre kl. 8–17).`,
        '',
        `Med vänliga hälsningar\n${SENDER}`,
      ].join('\n'),
  },
  en: {
    title: 'Court decision',
    caseHeading: (n) => `Case${NB}${n}`,
    creditor: 'Creditor',
    date: 'Date of judgment',
    fileName: 'Court_decision',
    subject: (ns) => `Court decision in ${caseList('en', ns)}`,
    body: (ns) =>
      [
        'Hello,',
        '',
        `Attached is the court decision in ${caseList('en', ns)}, which you asked for in the Debt Portal.`,
        '',
        'The district court has given a judgment on the debt. The judgment leads to a payment default entry, and if the debt is not paid, the creditor can apply for enforcement.',
        '',
        `Please pay the debt in the Debt Portal as soon as possible to keep further costs down. If you cannot pay the whole amount at once, contact customer service on ${PHONE} (Monday to Thursday 8am to 6pm, Friday 8am to 5pm).`,
        '',
        `Kind regards\n${SENDER}`,
      ].join('\n'),
  },
};

export interface InvoiceCopyMail {
  subject: string;
  text: string;
}

/** The confirmation of an invoice copy request in one language: what is sent, and when. */
export const INVOICE_COPY_TEXTS: Record<
  LanguageId,
  {
    subject: (caseNumber: number) => string;
    body: (caseNumber: number, newDueDate: string) => string;
  }
> = {
  fi: {
    subject: (n) => `Laskukopio ${caseList('fi', [n])}`,
    body: (n, date) =>
      [
        'Hei,',
        '',
        `Lähetämme laskukopion ${caseList('fi', [n])} noin viikon kuluessa. Velan uusi eräpäivä on ${date}.`,
        '',
        `Ystävällisin terveisin\n${SENDER}`,
      ].join('\n'),
  },
  se: {
    subject: (n) => `Fakturakopia i ${caseList('se', [n])}`,
    body: (n, date) =>
      [
        'Hej,',
        '',
        `Vi skickar fakturakopian i ${caseList('se', [n])} inom ungefär en vecka. Skuldens nya förfallodag är ${date}.`,
        '',
        `Med vänliga hälsningar\n${SENDER}`,
      ].join('\n'),
  },
  en: {
    subject: (n) => `Invoice copy for ${caseList('en', [n])}`,
    body: (n, date) =>
      [
        'Hello,',
        '',
        `We will send the invoice copy for ${caseList('en', [n])} within about a week. The new due date of the debt is ${date}.`,
        '',
        `Kind regards\n${SENDER}`,
      ].join('\n'),
  },
};

const LANGUAGES: readonly LanguageId[] = ['fi', 'se', 'en'];

/**
 * The confirmation of an invoice copy request. The request carries no language, so the e-mail
 * is in all three, each part with its own greeting and sign-off.
 */
export function invoiceCopyMail(caseNumber: number, newDueDate: string): InvoiceCopyMail {
  return {
    subject: LANGUAGES.map((l) => INVOICE_COPY_TEXTS[l].subject(caseNumber)).join(' / '),
    text: LANGUAGES.map((l) => INVOICE_COPY_TEXTS[l].body(caseNumber, newDueDate)).join(
      '\n\n———\n\n',
    ),
  };
}
