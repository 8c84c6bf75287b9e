import type { DocumentLocale } from '../lib/money';
import { ACTION_TYPES, portalLabels } from './portal-words';

/**
 * Strings of the personal-data export PDF (GDPR Article 15), in the three locales. The file name
 * label is ASCII: it goes into `Content-Disposition` as it is.
 */
export interface DataExportTexts {
  title: string;
  fileLabel: string;
  intro: string;
  contents: string;
  sections: {
    identity: string;
    addresses: string;
    contact: string;
    bankAccounts: string;
    debts: string;
    paymentPlans: string;
    transactions: string;
    settlement: string;
    requests: string;
    feedback: string;
    consents: string;
    logins: string;
  };
  none: string;
  yes: string;
  no: string;
  debtorNumber: string;
  name: string;
  firstName: string;
  lastName: string;
  identityCode: string;
  businessId: string;
  company: string;
  overpayment: string;
  createdAt: string;
  streetAddress: string;
  postAddress: string;
  city: string;
  email: string;
  emailAllowed: string;
  phone: string;
  smsAllowed: string;
  emailAllowedOverall: string;
  smsAllowedOverall: string;
  contactQueried: string;
  iban: string;
  bic: string;
  refundCharge: string;
  debt: string;
  caseNumber: string;
  debtNumber: string;
  creditor: string;
  originalCreditor: string;
  reference: string;
  state: string;
  dueDate: string;
  endDate: string;
  description: string;
  othersInvolved: string;
  bills: string;
  bill: string;
  capital: string;
  interest: string;
  payments: string;
  paymentDate: string;
  bookingDate: string;
  amount: string;
  actions: string;
  action: string;
  date: string;
  actionTypes: Record<number, string>;
  plan: string;
  planType: string;
  debts: string;
  ended: string;
  sequence: string;
  paid: string;
  provider: string;
  status: string;
  available: string;
  subpoena: string;
  signed: string;
  invoiceCopies: string;
  reclamations: string;
  contactRequests: string;
  signings: string;
  attachments: string;
  subject: string;
  text: string;
  kind: string;
  bytes: string;
  feedbackType: string;
  comment: string;
  smiley: string;
  cookies: string;
  tracking: string;
  sessionsHeading: string;
  attemptsHeading: string;
  loginType: string;
  loginTypes: Record<number, string>;
  result: string;
  address: string;
  endedAt: string;
  remindersHeading: string;
  remindersSentHeading: string;
  demandConsentsHeading: string;
  channel: string;
  daysBefore: string;
  language: string;
  concerning: string;
  sentAt: string;
  validUntil: string;
  withdrawnAt: string;
}

const fi: DataExportTexts = {
  title: 'Omat tietosi',
  fileLabel: 'Omat_tiedot',
  intro:
    'Tässä ovat kaikki tiedot, jotka palvelu on tallentanut sinusta (EU:n tietosuoja-asetuksen 15 artikla). Liitteiden sisältöä ei ole mukana, vain niiden nimi, tyyppi ja koko.',
  contents: 'Sisällys',
  sections: {
    identity: 'Henkilötiedot',
    addresses: 'Osoitteet',
    contact: 'Yhteystiedot ja suostumukset',
    bankAccounts: 'Pankkitilit',
    debts: 'Velat',
    paymentPlans: 'Maksusuunnitelmat',
    transactions: 'Portaalissa aloitetut maksut',
    settlement: 'Sovinto',
    requests: 'Pyynnöt',
    feedback: 'Palaute',
    consents: 'Evästesuostumukset',
    logins: 'Kirjautumiset',
  },
  none: 'Ei tietoja.',
  yes: 'Kyllä',
  no: 'Ei',
  debtorNumber: 'Asiakasnumero',
  name: 'Nimi',
  firstName: 'Etunimi',
  lastName: 'Sukunimi',
  identityCode: 'Henkilötunnus',
  businessId: 'Y-tunnus',
  company: 'Yritys',
  overpayment: 'Liikasuoritus',
  createdAt: 'Tallennettu',
  streetAddress: 'Katuosoite',
  postAddress: 'Postiosoite',
  city: 'Kaupunki',
  email: 'Sähköposti',
  emailAllowed: 'Sähköpostin saa lähettää',
  phone: 'Puhelin',
  smsAllowed: 'Tekstiviestin saa lähettää',
  emailAllowedOverall: 'Yhteydenotot sähköpostilla sallittu',
  smsAllowedOverall: 'Yhteydenotot tekstiviestillä sallittu',
  contactQueried: 'Puuttuvia yhteystietoja kysytty viimeksi',
  iban: 'IBAN',
  bic: 'BIC',
  refundCharge: 'Palautuksen kulu',
  debt: 'Velka',
  caseNumber: 'Asianumero',
  debtNumber: 'Velan numero',
  creditor: 'Velkoja',
  originalCreditor: 'Alkuperäinen velkoja',
  reference: 'Viitenumero',
  state: 'Tila',
  dueDate: 'Eräpäivä',
  endDate: 'Päättynyt',
  description: 'Kuvaus',
  othersInvolved: 'Muut velalliset',
  bills: 'Laskut',
  bill: 'Lasku',
  capital: 'Pääoma',
  interest: 'Korko',
  payments: 'Maksut',
  paymentDate: 'Maksupäivä',
  bookingDate: 'Kirjauspäivä',
  amount: 'Summa',
  actions: 'Tapahtumat',
  action: 'Tapahtuma',
  date: 'Päivä',
  actionTypes: portalLabels('fi-FI', 'actionTypes', ACTION_TYPES),
  plan: 'Maksusuunnitelma',
  planType: 'Tyyppi',
  debts: 'Velat',
  ended: 'Päättynyt',
  sequence: 'Erä',
  paid: 'Maksettu',
  provider: 'Pankki',
  status: 'Tila',
  available: 'Tarjolla',
  subpoena: 'Haaste',
  signed: 'Allekirjoitettu',
  invoiceCopies: 'Laskukopiot',
  reclamations: 'Reklamaatiot',
  contactRequests: 'Yhteydenottopyynnöt',
  signings: 'Allekirjoitukset ja tunnistautumiset',
  attachments: 'Liitteet',
  subject: 'Aihe',
  text: 'Teksti',
  kind: 'Laji',
  bytes: 'tavua',
  feedbackType: 'Palautteen laji',
  comment: 'Kommentti',
  smiley: 'Hymiö',
  cookies: 'Evästeet',
  tracking: 'Seuranta',
  sessionsHeading: 'Istunnot',
  attemptsHeading: 'Kirjautumisyritykset',
  loginType: 'Kirjautumistapa',
  loginTypes: {
    0: 'Pankkitunnukset',
    2: 'Asianumero ja verkkotunnus',
    3: 'Henkilötunnus tai Y-tunnus',
    4: 'Kirjautumislinkki',
    6: 'Uudelleentunnistautuminen',
  },
  result: 'Tulos',
  address: 'Osoite',
  endedAt: 'Päättyi',
  remindersHeading: 'Muistutusvalinta',
  remindersSentHeading: 'Lähetetyt muistutukset',
  demandConsentsHeading: 'Suostumukset sähköisiin maksuvaatimuksiin',
  channel: 'Kanava',
  daysBefore: 'Päivää ennen',
  language: 'Kieli',
  concerning: 'Koskee',
  sentAt: 'Lähetetty',
  validUntil: 'Voimassa asti',
  withdrawnAt: 'Peruutettu',
};

const sv: DataExportTexts = {
  title: 'Dina uppgifter',
  fileLabel: 'Dina_uppgifter',
  intro:
    'Här finns alla uppgifter som tjänsten har sparat om dig (artikel 15 i EU:s dataskyddsförordning). Bilagornas innehåll ingår inte, bara deras namn, typ och storlek.',
  contents: 'Innehåll',
  sections: {
    identity: 'Personuppgifter',
    addresses: 'Adresser',
    contact: 'Kontaktuppgifter och samtycken',
    bankAccounts: 'Bankkonton',
    debts: 'Skulder',
    paymentPlans: 'Betalningsplaner',
    transactions: 'Betalningar som påbörjats i portalen',
    settlement: 'Förlikning',
    requests: 'Förfrågningar',
    feedback: 'Respons',
    consents: 'Samtycken till kakor',
    logins: 'Inloggningar',
  },
  none: 'Inga uppgifter.',
  yes: 'Ja',
  no: 'Nej',
  debtorNumber: 'Kundnummer',
  name: 'Namn',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  identityCode: 'Personbeteckning',
  businessId: 'FO-nummer',
  company: 'Företag',
  overpayment: 'Överbetalning',
  createdAt: 'Sparad',
  streetAddress: 'Gatuadress',
  postAddress: 'Postadress',
  city: 'Ort',
  email: 'E-post',
  emailAllowed: 'E-post får skickas',
  phone: 'Telefon',
  smsAllowed: 'Sms får skickas',
  emailAllowedOverall: 'Kontakt per e-post tillåten',
  smsAllowedOverall: 'Kontakt per sms tillåten',
  contactQueried: 'Saknade kontaktuppgifter efterfrågades senast',
  iban: 'IBAN',
  bic: 'BIC',
  refundCharge: 'Avgift för återbetalning',
  debt: 'Skuld',
  caseNumber: 'Ärendenummer',
  debtNumber: 'Skuldnummer',
  creditor: 'Borgenär',
  originalCreditor: 'Ursprunglig borgenär',
  reference: 'Referensnummer',
  state: 'Status',
  dueDate: 'Förfallodag',
  endDate: 'Avslutad',
  description: 'Beskrivning',
  othersInvolved: 'Övriga gäldenärer',
  bills: 'Fakturor',
  bill: 'Faktura',
  capital: 'Kapital',
  interest: 'Ränta',
  payments: 'Betalningar',
  paymentDate: 'Betalningsdag',
  bookingDate: 'Bokföringsdag',
  amount: 'Belopp',
  actions: 'Händelser',
  action: 'Händelse',
  date: 'Datum',
  actionTypes: portalLabels('sv-SE', 'actionTypes', ACTION_TYPES),
  plan: 'Betalningsplan',
  planType: 'Typ',
  debts: 'Skulder',
  ended: 'Avslutad',
  sequence: 'Rat',
  paid: 'Betalt',
  provider: 'Bank',
  status: 'Status',
  available: 'Erbjuden',
  subpoena: 'Stämning',
  signed: 'Undertecknad',
  invoiceCopies: 'Fakturakopior',
  reclamations: 'Reklamationer',
  contactRequests: 'Kontaktbegäranden',
  signings: 'Underskrifter och identifieringar',
  attachments: 'Bilagor',
  subject: 'Ämne',
  text: 'Text',
  kind: 'Slag',
  bytes: 'byte',
  feedbackType: 'Typ av respons',
  comment: 'Kommentar',
  smiley: 'Smiley',
  cookies: 'Kakor',
  tracking: 'Spårning',
  sessionsHeading: 'Sessioner',
  attemptsHeading: 'Inloggningsförsök',
  loginType: 'Inloggningssätt',
  loginTypes: {
    0: 'Bankkoder',
    2: 'Ärendenummer och nätkod',
    3: 'Personbeteckning eller FO-nummer',
    4: 'Inloggningslänk',
    6: 'Förnyad identifiering',
  },
  result: 'Resultat',
  address: 'Adress',
  endedAt: 'Upphörde',
  remindersHeading: 'Val av påminnelser',
  remindersSentHeading: 'Skickade påminnelser',
  demandConsentsHeading: 'Samtycken till elektroniska betalningskrav',
  channel: 'Kanal',
  daysBefore: 'Dagar innan',
  language: 'Språk',
  concerning: 'Gäller',
  sentAt: 'Skickad',
  validUntil: 'Gäller till och med',
  withdrawnAt: 'Återkallat',
};

const en: DataExportTexts = {
  title: 'Your data',
  fileLabel: 'Your_data',
  intro:
    'This is everything the service holds about you (Article 15 of the EU General Data Protection Regulation). Attachments are listed by name, type and size; their content is not included.',
  contents: 'Contents',
  sections: {
    identity: 'Identity',
    addresses: 'Addresses',
    contact: 'Contact details and consents',
    bankAccounts: 'Bank accounts',
    debts: 'Debts',
    paymentPlans: 'Payment plans',
    transactions: 'Payments started in the portal',
    settlement: 'Settlement',
    requests: 'Requests',
    feedback: 'Feedback',
    consents: 'Cookie consents',
    logins: 'Logins',
  },
  none: 'Nothing held.',
  yes: 'Yes',
  no: 'No',
  debtorNumber: 'Customer number',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  identityCode: 'Personal identity code',
  businessId: 'Business ID',
  company: 'Company',
  overpayment: 'Overpayment',
  createdAt: 'Saved',
  streetAddress: 'Street address',
  postAddress: 'Postal address',
  city: 'City',
  email: 'Email',
  emailAllowed: 'Email may be sent',
  phone: 'Phone',
  smsAllowed: 'Text messages may be sent',
  emailAllowedOverall: 'Contact by email allowed',
  smsAllowedOverall: 'Contact by text message allowed',
  contactQueried: 'Missing contact details last asked for',
  iban: 'IBAN',
  bic: 'BIC',
  refundCharge: 'Refund fee',
  debt: 'Debt',
  caseNumber: 'Case number',
  debtNumber: 'Debt number',
  creditor: 'Creditor',
  originalCreditor: 'Original creditor',
  reference: 'Reference number',
  state: 'Status',
  dueDate: 'Due date',
  endDate: 'Ended',
  description: 'Description',
  othersInvolved: 'Other debtors',
  bills: 'Invoices',
  bill: 'Invoice',
  capital: 'Principal',
  interest: 'Interest',
  payments: 'Payments',
  paymentDate: 'Payment date',
  bookingDate: 'Date recorded',
  amount: 'Amount',
  actions: 'Case history',
  action: 'Event',
  date: 'Date',
  actionTypes: portalLabels('en-US', 'actionTypes', ACTION_TYPES),
  plan: 'Payment plan',
  planType: 'Type',
  debts: 'Debts',
  ended: 'Ended',
  sequence: 'Instalment',
  paid: 'Paid',
  provider: 'Bank',
  status: 'Status',
  available: 'Offered',
  subpoena: 'Summons',
  signed: 'Signed',
  invoiceCopies: 'Invoice copies',
  reclamations: 'Complaints',
  contactRequests: 'Contact requests',
  signings: 'Signatures and identifications',
  attachments: 'Attachments',
  subject: 'Subject',
  text: 'Text',
  kind: 'Type',
  bytes: 'bytes',
  feedbackType: 'Feedback type',
  comment: 'Comment',
  smiley: 'Smiley',
  cookies: 'Cookies',
  tracking: 'Tracking',
  sessionsHeading: 'Sessions',
  attemptsHeading: 'Login attempts',
  loginType: 'Login method',
  loginTypes: {
    0: 'Online banking ID',
    2: 'Case number and online ID',
    3: 'Personal identity code or business ID',
    4: 'Login link',
    6: 'Re-authentication',
  },
  result: 'Result',
  address: 'Address',
  endedAt: 'Ended',
  remindersHeading: 'Reminder choice',
  remindersSentHeading: 'Reminders sent',
  demandConsentsHeading: 'Consents to electronic payment demands',
  channel: 'Channel',
  daysBefore: 'Days before',
  language: 'Language',
  concerning: 'Concerning',
  sentAt: 'Sent',
  validUntil: 'Valid until',
  withdrawnAt: 'Withdrawn',
};

export const DATA_EXPORT_TEXTS: Record<DocumentLocale, DataExportTexts> = {
  'fi-FI': fi,
  'sv-SE': sv,
  'en-US': en,
};
