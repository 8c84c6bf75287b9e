import type { DocumentLocale } from '../lib/money';
import { DEBT_STATES, portalLabels } from './portal-words';

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

const fi: DocumentTexts = {
  issuer: 'Perintä Oy · Asiakaspalvelu 030 10 5620 · ma–to 8–18, pe 8–17',
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
    fileLabel: 'Maksusuunnitelma',
    planHeading: 'Maksusuunnitelma',
    planNumber: 'Suunnitelman numero',
    debts: 'Velat',
    created: 'Tehty',
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
    planTitle: 'Sovinnon maksusuunnitelma',
    planFileLabel: 'Sovinnon_maksusuunnitelma',
    documentTitle: 'Sovintosopimus',
    documentFileLabel: 'Sovintosopimus',
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
    firstInstallment: 'Ensimmäinen erä',
    laterInstallment: 'Myöhemmät erät',
    installmentCount: 'Erien lukumäärä',
    lastDueDate: 'Viimeinen eräpäivä',
    termsHeading: 'Sovinnon ehdot',
    terms:
      'Maksusuunnitelma on sitova, eikä sitä voi muuttaa. Sovinto syntyy, kun ensimmäinen erä on maksettu; erän voi maksaa myös toinen henkilö, esimerkiksi omainen. Sopimus allekirjoitetaan omilla pankkitunnuksilla. Vapaaehtoinen osasuoritus ei keskeytä haastetta; haaste perutaan vasta, kun koko summa on maksettu. Suunnitelma voidaan perua, jos saman velkojan uusia laskuja siirtyy perintään.',
  },
  states: portalLabels('fi-FI', 'debtState', DEBT_STATES),
};

const sv: DocumentTexts = {
  issuer: 'Perintä Oy · Kundtjänst 030 10 5620 · mån–tors 8–18, fre 8–17',
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
    fileLabel: 'Betalningsplan',
    planHeading: 'Betalningsplan',
    planNumber: 'Planens nummer',
    debts: 'Skulder',
    created: 'Gjord',
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
    planTitle: 'Betalningsplan för förlikning',
    planFileLabel: 'Betalningsplan_forlikning',
    documentTitle: 'Förlikningsavtal',
    documentFileLabel: 'Forlikningsavtal',
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
    firstInstallment: 'Första raten',
    laterInstallment: 'Senare rater',
    installmentCount: 'Antal rater',
    lastDueDate: 'Sista förfallodag',
    termsHeading: 'Villkor för förlikningen',
    terms:
      'Betalningsplanen är bindande och kan inte ändras. Förlikningen träder i kraft när den första raten är betald; raten kan också betalas av någon annan, till exempel en anhörig. Avtalet undertecknas med egna bankkoder. En frivillig delbetalning avbryter inte stämningen; stämningen återkallas först när hela beloppet är betalt. Planen kan sägas upp om nya fakturor från samma borgenär går till indrivning.',
  },
  states: portalLabels('sv-SE', 'debtState', DEBT_STATES),
};

const en: DocumentTexts = {
  issuer: 'Perintä Oy · Customer service 030 10 5620 · Mon–Thu 8–18, Fri 8–17',
  footer:
    'This document was created in the Debt Portal from the figures at the time of printing. Payments not yet registered are not included in the balance.',
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
    state: 'State',
    billsHeading: 'Invoices',
    bill: 'Invoice',
    description: 'Description',
    capital: 'Principal',
    interest: 'Interest',
    total: 'Total',
    paymentsHeading: 'Payments',
    paymentDate: 'Payment date',
    bookingDate: 'Registered',
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
    fileLabel: 'Payment_plan',
    planHeading: 'Payment plan',
    planNumber: 'Plan number',
    debts: 'Debts',
    created: 'Made on',
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
    planTitle: 'Settlement payment plan',
    planFileLabel: 'Settlement_plan',
    documentTitle: 'Settlement agreement',
    documentFileLabel: 'Settlement_agreement',
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
    firstInstallment: 'First instalment',
    laterInstallment: 'Later instalments',
    installmentCount: 'Number of instalments',
    lastDueDate: 'Last due date',
    termsHeading: 'Terms of the settlement',
    terms:
      'The payment plan is binding and cannot be changed. The settlement is made when the first instalment is paid; someone else, such as a relative, may pay it. The agreement is signed with your own online banking ID. A voluntary partial payment does not stop the summons; it is withdrawn only when the whole amount is paid. The plan may be cancelled if new invoices from the same creditor go to collection.',
  },
  states: portalLabels('en-US', 'debtState', DEBT_STATES),
};

export const DOCUMENT_TEXTS: Record<DocumentLocale, DocumentTexts> = {
  'fi-FI': fi,
  'sv-SE': sv,
  'en-US': en,
};
