import type { DocumentLocale } from '../lib/money';
import { DEBT_STATES, portalLabels, portalText } from './portal-words';

/**
 * Server-side strings of the PDF documents, in the three locales. They use the words of the
 * portal's glossary (`translations/src/glossary.ts`, checked by server/test/words.test.ts); the
 * debt states are the portal's own `debtState.*` texts. File name labels are ASCII: they go into
 * `Content-Disposition` as they are.
 */
export interface DocumentTexts {
  issuer: string;
  footer: string;
  printed: string;
  recipient: string;
  balanceReport: {
    title: string;
    fileLabel: string;
    debtHeading: string;
    caseNumber: string;
    debtNumber: string;
    creditor: string;
    originalCreditor: string;
    reference: string;
    dueDate: string;
    state: string;
    billsHeading: string;
    bill: string;
    description: string;
    capital: string;
    interest: string;
    total: string;
    paymentsHeading: string;
    paymentDate: string;
    bookingDate: string;
    amount: string;
    noPayments: string;
    summaryHeading: string;
    totalDebt: string;
    paid: string;
    left: string;
    collectionCosts: string;
    otherCosts: string;
    payTo: string;
  };
  planConfirmation: {
    title: string;
    fileLabel: string;
    planHeading: string;
    planNumber: string;
    debts: string;
    created: string;
    installmentsHeading: string;
    sequence: string;
    dueDate: string;
    amount: string;
    capital: string;
    costs: string;
    interest: string;
    paid: string;
    summaryHeading: string;
    total: string;
    totalPaid: string;
    left: string;
    next: string;
    binding: string;
  };
  settlement: {
    planTitle: string;
    planFileLabel: string;
    documentTitle: string;
    documentFileLabel: string;
    settlementHeading: string;
    subpoena: string;
    settlementNumber: string;
    planNumber: string;
    started: string;
    signed: string;
    paid: string;
    paymentNumber: string;
    notYet: string;
    debtsHeading: string;
    caseNumber: string;
    creditor: string;
    description: string;
    openAmount: string;
    installmentsHeading: string;
    firstInstallment: string;
    laterInstallment: string;
    installmentCount: string;
    lastDueDate: string;
    termsHeading: string;
    terms: string;
  };
  states: Record<number, string>;
}

/**
 * The settlement agreement's terms are the sentences of the portal's settlement dialog that the
 * debtor accepted before signing, so that the signed document and the screen cannot differ.
 */
const SETTLEMENT_TERM_KEYS = [
  'settlement.step2.binding',
  'settlement.step3.point1',
  'settlement.step3.point2',
  'settlement.step3.point3',
  'settlement.step2.partial',
  'settlement.binding.newInvoices',
] as const;

function settlementTerms(locale: DocumentLocale): string {
  return SETTLEMENT_TERM_KEYS.map((key) => portalText(locale, key)).join(' ');
}

const fi: DocumentTexts = {
  issuer: 'Perintä Oy · Asiakaspalvelu 030 10 5620 · ma–to klo 8–18, pe klo 8–17',
  footer:
    'Tämä asiakirja on muodostettu Velkaportaalissa tulostushetken tietojen perusteella. Maksut, jotka eivät vielä ole kirjautuneet, eivät näy saldossa.',
  printed: 'Tulostettu',
  recipient: 'Vastaanottaja',
  balanceReport: {
    title: 'Saldoraportti',
    fileLabel: 'Saldoraportti',
    debtHeading: 'Velan tiedot',
    caseNumber: 'Asianumero',
    debtNumber: 'Velan numero',
    creditor: 'Velkoja',
    originalCreditor: 'Alkuperäinen velkoja',
    reference: 'Viitenumero',
    dueDate: 'Eräpäivä',
    state: 'Tila',
    billsHeading: 'Laskut',
    bill: 'Lasku',
    description: 'Kuvaus',
    capital: 'Pääoma',
    interest: 'Korko',
    total: 'Yhteensä',
    paymentsHeading: 'Maksut',
    paymentDate: 'Maksupäivä',
    bookingDate: 'Kirjauspäivä',
    amount: 'Summa',
    noPayments: 'Ei maksuja.',
    summaryHeading: 'Saldo',
    totalDebt: 'Velka yhteensä',
    paid: 'Maksettu',
    left: 'Jäljellä',
    collectionCosts: 'Perintäkulut',
    otherCosts: 'Muut kulut',
    payTo: 'Maksa viitenumerolla',
  },
  planConfirmation: {
    title: 'Maksusuunnitelman vahvistus',
    fileLabel: portalText('fi-FI', 'reports.planConfirmationFileName'),
    planHeading: 'Maksusuunnitelma',
    planNumber: 'Suunnitelman numero',
    debts: 'Velat',
    created: 'Laadittu',
    installmentsHeading: 'Maksuerät',
    sequence: 'Erä',
    dueDate: 'Eräpäivä',
    amount: 'Summa',
    capital: 'Pääoma',
    costs: 'Kulut',
    interest: 'Korko',
    paid: 'Maksettu',
    summaryHeading: 'Yhteenveto',
    total: 'Yhteensä',
    totalPaid: 'Maksettu',
    left: 'Jäljellä',
    next: 'Seuraava erä',
    binding: 'Maksa erät viimeistään eräpäivänä. Jos erä jää maksamatta, perintä voi jatkua.',
  },
  settlement: {
    planTitle: portalText('fi-FI', 'settlement.summary'),
    planFileLabel: portalText('fi-FI', 'settlement.planFileName'),
    documentTitle: 'Sovintosopimus',
    documentFileLabel: portalText('fi-FI', 'settlement.documentFileName'),
    settlementHeading: 'Sovinto',
    subpoena: 'Haasteen numero',
    settlementNumber: 'Sovinnon numero',
    planNumber: 'Maksusuunnitelman numero',
    started: 'Aloitettu',
    signed: 'Allekirjoitettu',
    paid: 'Ensimmäinen erä maksettu',
    paymentNumber: 'Maksun numero',
    notYet: 'Ei vielä',
    debtsHeading: 'Sovinnon velat',
    caseNumber: 'Asianumero',
    creditor: 'Velkoja',
    description: 'Kuvaus',
    openAmount: 'Jäljellä',
    installmentsHeading: 'Maksuerät',
    firstInstallment: portalText('fi-FI', 'settlement.firstInstallment'),
    laterInstallment: portalText('fi-FI', 'settlement.laterInstallment'),
    installmentCount: 'Erien lukumäärä',
    lastDueDate: 'Viimeinen eräpäivä',
    termsHeading: 'Sovinnon ehdot',
    terms: settlementTerms('fi-FI'),
  },
  states: portalLabels('fi-FI', 'debtState', DEBT_STATES),
};

const sv: DocumentTexts = {
  issuer: 'Perintä Oy · Kundtjänst 030 10 5620 · mån–tors kl. 8–18, fre kl. 8–17',
  footer:
    'Dokumentet har skapats i Skuldportalen med uppgifterna vid utskriftstillfället. Betalningar som ännu inte har bokförts syns inte i saldot.',
  printed: 'Utskrivet',
  recipient: 'Mottagare',
  balanceReport: {
    title: 'Saldorapport',
    fileLabel: 'Saldorapport',
    debtHeading: 'Skuldens uppgifter',
    caseNumber: 'Ärendenummer',
    debtNumber: 'Skuldnummer',
    creditor: 'Borgenär',
    originalCreditor: 'Ursprunglig borgenär',
    reference: 'Referensnummer',
    dueDate: 'Förfallodag',
    state: 'Status',
    billsHeading: 'Fakturor',
    bill: 'Faktura',
    description: 'Beskrivning',
    capital: 'Kapital',
    interest: 'Ränta',
    total: 'Totalt',
    paymentsHeading: 'Betalningar',
    paymentDate: 'Betalningsdag',
    bookingDate: 'Bokföringsdag',
    amount: 'Belopp',
    noPayments: 'Inga betalningar.',
    summaryHeading: 'Saldo',
    totalDebt: 'Skuld totalt',
    paid: 'Betalt',
    left: 'Kvar',
    collectionCosts: 'Indrivningskostnader',
    otherCosts: 'Övriga kostnader',
    payTo: 'Betala med referensnummer',
  },
  planConfirmation: {
    title: 'Bekräftelse av betalningsplan',
    fileLabel: portalText('sv-SE', 'reports.planConfirmationFileName'),
    planHeading: 'Betalningsplan',
    planNumber: 'Planens nummer',
    debts: 'Skulder',
    created: 'Upprättad',
    installmentsHeading: 'Rater',
    sequence: 'Rat',
    dueDate: 'Förfallodag',
    amount: 'Belopp',
    capital: 'Kapital',
    costs: 'Kostnader',
    interest: 'Ränta',
    paid: 'Betalt',
    summaryHeading: 'Sammandrag',
    total: 'Totalt',
    totalPaid: 'Betalt',
    left: 'Kvar',
    next: 'Nästa rat',
    binding:
      'Betala raterna senast på förfallodagen. Om en rat förblir obetald kan indrivningen fortsätta.',
  },
  settlement: {
    planTitle: portalText('sv-SE', 'settlement.summary'),
    planFileLabel: portalText('sv-SE', 'settlement.planFileName'),
    documentTitle: 'Förlikningsavtal',
    documentFileLabel: portalText('sv-SE', 'settlement.documentFileName'),
    settlementHeading: 'Förlikning',
    subpoena: 'Stämningens nummer',
    settlementNumber: 'Förlikningens nummer',
    planNumber: 'Betalningsplanens nummer',
    started: 'Påbörjad',
    signed: 'Undertecknad',
    paid: 'Första raten betald',
    paymentNumber: 'Betalningens nummer',
    notYet: 'Inte ännu',
    debtsHeading: 'Förlikningens skulder',
    caseNumber: 'Ärendenummer',
    creditor: 'Borgenär',
    description: 'Beskrivning',
    openAmount: 'Kvar att betala',
    installmentsHeading: 'Rater',
    firstInstallment: portalText('sv-SE', 'settlement.firstInstallment'),
    laterInstallment: portalText('sv-SE', 'settlement.laterInstallment'),
    installmentCount: 'Antal rater',
    lastDueDate: 'Sista förfallodag',
    termsHeading: 'Villkor för förlikningen',
    terms: settlementTerms('sv-SE'),
  },
  states: portalLabels('sv-SE', 'debtState', DEBT_STATES),
};

const en: DocumentTexts = {
  issuer:
    'Perintä Oy · Customer service 030 10 5620 · Monday to Thursday 8am to 6pm, Friday 8am to 5pm',
  footer:
    'This document was created in the Debt Portal from the figures at the time of printing. Payments not yet recorded are not included in the balance.',
  printed: 'Printed',
  recipient: 'Recipient',
  balanceReport: {
    title: 'Balance report',
    fileLabel: 'Balance_report',
    debtHeading: 'Debt details',
    caseNumber: 'Case number',
    debtNumber: 'Debt number',
    creditor: 'Creditor',
    originalCreditor: 'Original creditor',
    reference: 'Reference number',
    dueDate: 'Due date',
    state: 'Status',
    billsHeading: 'Invoices',
    bill: 'Invoice',
    description: 'Description',
    capital: 'Principal',
    interest: 'Interest',
    total: 'Total',
    paymentsHeading: 'Payments',
    paymentDate: 'Payment date',
    bookingDate: 'Date recorded',
    amount: 'Amount',
    noPayments: 'No payments.',
    summaryHeading: 'Balance',
    totalDebt: 'Total debt',
    paid: 'Paid',
    left: 'Left to pay',
    collectionCosts: 'Collection costs',
    otherCosts: 'Other costs',
    payTo: 'Pay with reference number',
  },
  planConfirmation: {
    title: 'Payment plan confirmation',
    fileLabel: portalText('en-US', 'reports.planConfirmationFileName'),
    planHeading: 'Payment plan',
    planNumber: 'Plan number',
    debts: 'Debts',
    created: 'Date created',
    installmentsHeading: 'Instalments',
    sequence: 'No.',
    dueDate: 'Due date',
    amount: 'Amount',
    capital: 'Principal',
    costs: 'Costs',
    interest: 'Interest',
    paid: 'Paid',
    summaryHeading: 'Summary',
    total: 'Total',
    totalPaid: 'Paid',
    left: 'Left to pay',
    next: 'Next instalment',
    binding:
      'Pay each instalment by its due date. If an instalment is left unpaid, collection may continue.',
  },
  settlement: {
    planTitle: portalText('en-US', 'settlement.summary'),
    planFileLabel: portalText('en-US', 'settlement.planFileName'),
    documentTitle: 'Settlement agreement',
    documentFileLabel: portalText('en-US', 'settlement.documentFileName'),
    settlementHeading: 'Settlement',
    subpoena: 'Summons number',
    settlementNumber: 'Settlement number',
    planNumber: 'Payment plan number',
    started: 'Started',
    signed: 'Signed',
    paid: 'First instalment paid',
    paymentNumber: 'Payment number',
    notYet: 'Not yet',
    debtsHeading: 'Debts in the settlement',
    caseNumber: 'Case number',
    creditor: 'Creditor',
    description: 'Description',
    openAmount: 'Left to pay',
    installmentsHeading: 'Instalments',
    firstInstallment: portalText('en-US', 'settlement.firstInstallment'),
    laterInstallment: portalText('en-US', 'settlement.laterInstallment'),
    installmentCount: 'Number of instalments',
    lastDueDate: 'Last due date',
    termsHeading: 'Terms of the settlement',
    terms: settlementTerms('en-US'),
  },
  states: portalLabels('en-US', 'debtState', DEBT_STATES),
};

export const DOCUMENT_TEXTS: Record<DocumentLocale, DocumentTexts> = {
  'fi-FI': fi,
  'sv-SE': sv,
  'en-US': en,
};
