/**
 * The personal-data export (GDPR Article 15) as a document: a numbered table of contents, then
 * one small function per kind of data, each giving its sections. Pure: the export's data (in
 * the contract's shape: euros, ISO dates) and a locale in, the document model out; the
 * renderer draws it (pdfkit-renderer.ts). A plan's installments use the table every PDF
 * shares (installment-table.ts).
 */
import type { components } from '@portal/openapi';
import { formatDay, todayInHelsinki } from '../lib/dates';
import { type DocumentLocale, formatEuros } from '../lib/money';
import { toCents } from '@portal/openapi/money';
import type { DocumentModel, DocumentSection } from '../providers/types';
import { DATA_EXPORT_TEXTS, type DataExportTexts } from './data-export-texts';
import { installmentTable } from './installment-table';
import { DOCUMENT_TEXTS, type DocumentTexts } from './texts';
import { languageOf } from '@portal/openapi/language';
import { billDescription } from '@portal/translations';

type PersonalDataExport = components['schemas']['PersonalDataExport'];
type Field = [label: string, value: string];
type Column = [label: string, width: number, align?: 'right'];
type SectionKey = keyof DataExportTexts['sections'];

/** The numbered sections, in the order of the table of contents. */
const ORDER: SectionKey[] = [
  'identity',
  'addresses',
  'contact',
  'bankAccounts',
  'debts',
  'paymentPlans',
  'transactions',
  'settlement',
  'requests',
  'feedback',
  'consents',
  'logins',
];

/** What every section function needs: the texts and the locale's formatting. */
interface Layout {
  locale: DocumentLocale;
  t: DataExportTexts;
  common: DocumentTexts;
}

const layoutOf = (locale: DocumentLocale): Layout => ({
  locale,
  t: DATA_EXPORT_TEXTS[locale],
  common: DOCUMENT_TEXTS[locale],
});

/** An ISO instant as the day and time in Helsinki, DD.MM.YYYY HH:mm. */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${formatDay(todayInHelsinki(date))} ${time}`;
}

/** Euros of the export (two decimals) as the locale writes them; nothing for no value. */
const money = (l: Layout, value: number | null | undefined) =>
  value == null ? '' : formatEuros(toCents(value), l.locale);

const yesNo = (l: Layout, value: boolean) => (value ? l.t.yes : l.t.no);

/** A numbered heading of the table of contents: "3. Contact information". */
const heading = (l: Layout, key: SectionKey) => `${ORDER.indexOf(key) + 1}. ${l.t.sections[key]}`;

/** A field only when its value is there. */
const optional = (label: string, value: string | null | undefined): Field[] =>
  value ? [[label, value]] : [];

function table(
  l: Layout,
  title: string,
  columns: Column[],
  rows: string[][],
  inContents = false,
): DocumentSection {
  return {
    kind: 'table',
    heading: title,
    inContents,
    columns: columns.map(([label, width, align]) => ({ label, width, ...(align && { align }) })),
    rows,
    empty: l.t.none,
  };
}

function contents(l: Layout): DocumentSection {
  return {
    kind: 'text',
    heading: l.t.contents,
    text: ORDER.map((key) => heading(l, key)).join('\n'),
  };
}

function identity(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  const id = data.identity;
  return {
    kind: 'fields',
    heading: heading(l, 'identity'),
    inContents: true,
    fields: [
      [t.debtorNumber, String(id.debtorNr)],
      [t.name, id.name],
      ...optional(t.firstName, id.firstName),
      ...optional(t.lastName, id.lastName),
      ...optional(t.identityCode, id.identityCode),
      ...optional(t.businessId, id.businessId),
      [t.company, yesNo(l, id.isCompany)],
      [t.overpayment, money(l, id.overpayment)],
      [t.createdAt, formatInstant(id.createdAt)],
    ],
  };
}

function addresses(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    heading(l, 'addresses'),
    [
      [t.streetAddress, 40],
      [t.postAddress, 30],
      [t.city, 30],
    ],
    data.addresses.map((a) => [a.streetAddress ?? '', a.postAddress ?? '', a.city ?? '']),
    true,
  );
}

function contact(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  const info = data.contactInformation;
  return {
    kind: 'fields',
    heading: heading(l, 'contact'),
    inContents: true,
    fields: [
      [t.emailAllowedOverall, yesNo(l, info.isEmailAllowed)],
      [t.smsAllowedOverall, yesNo(l, info.isSMSAllowed)],
      ...(info.lastQueried ? [[t.contactQueried, formatInstant(info.lastQueried)] as Field] : []),
      ...info.emails.map((e): Field => [
        t.email,
        `${e.emailAddress} (${t.emailAllowed}: ${yesNo(l, e.emailAllowed)})`,
      ]),
      ...info.phones.map((p): Field => [
        t.phone,
        `${p.landCode ?? ''} ${p.number} (${t.smsAllowed}: ${yesNo(l, p.smsAllowed)})`,
      ]),
    ],
  };
}

function bankAccounts(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    heading(l, 'bankAccounts'),
    [
      [t.iban, 40],
      [t.bic, 20],
      [t.refundCharge, 20, 'right'],
      [t.createdAt, 20],
    ],
    data.bankAccounts.map((b) => [
      b.iban,
      b.bic ?? '',
      money(l, b.refundCharge),
      formatInstant(b.createdAt),
    ]),
    true,
  );
}

function debtList(l: Layout, data: PersonalDataExport): DocumentSection {
  return {
    kind: 'text',
    heading: heading(l, 'debts'),
    inContents: true,
    text:
      data.debts.length === 0
        ? l.t.none
        : data.debts.map((d) => `${d.orderNr} ${d.creditorName}`).join('\n'),
  };
}

type ExportDebt = PersonalDataExport['debts'][number];

function debtFields(l: Layout, debt: ExportDebt): DocumentSection {
  const { t, common } = l;
  return {
    kind: 'fields',
    heading: `${t.debt} ${debt.orderNr}`,
    fields: [
      [t.caseNumber, String(debt.orderNr)],
      [t.debtNumber, String(debt.nr)],
      [t.creditor, [debt.creditorName, debt.creditorLastName].filter(Boolean).join(' ')],
      ...optional(t.originalCreditor, debt.originalCreditor),
      ...optional(t.description, debt.description),
      [t.reference, debt.reference ?? ''],
      [t.state, common.states[debt.state] ?? String(debt.state)],
      [t.dueDate, formatDay(debt.dueDate)],
      ...(debt.endDate ? [[t.endDate, formatDay(debt.endDate)] as Field] : []),
      ...(debt.othersInvolved.length > 0
        ? [[t.othersInvolved, debt.othersInvolved.map((o) => o.name).join(', ')] as Field]
        : []),
    ],
  };
}

function debtBills(l: Layout, debt: ExportDebt): DocumentSection {
  const { t } = l;
  return table(
    l,
    `${t.debt} ${debt.orderNr}: ${t.bills}`,
    [
      [t.bill, 14],
      [t.description, 34],
      [t.dueDate, 16],
      [t.capital, 18, 'right'],
      [t.interest, 18, 'right'],
    ],
    debt.bills.map((b) => [
      String(b.nr),
      billDescription(languageOf[l.locale], b.description ?? ''),
      formatDay(b.dueDate),
      money(l, b.capital),
      money(l, b.interest),
    ]),
  );
}

function debtPayments(l: Layout, debt: ExportDebt): DocumentSection {
  const { t } = l;
  return table(
    l,
    `${t.debt} ${debt.orderNr}: ${t.payments}`,
    [
      [t.paymentDate, 34],
      [t.bookingDate, 33],
      [t.amount, 33, 'right'],
    ],
    debt.payments.map((p) => [
      formatDay(p.paymentDate),
      formatDay(p.bookingDate),
      money(l, p.amount),
    ]),
  );
}

function debtActions(l: Layout, debt: ExportDebt): DocumentSection {
  const { t } = l;
  return table(
    l,
    `${t.debt} ${debt.orderNr}: ${t.actions}`,
    [
      [t.date, 30],
      [t.action, 70],
    ],
    debt.expirationActions.map((a) => [
      formatDay(a.actionDate),
      t.actionTypes[a.action] ?? String(a.action),
    ]),
  );
}

/** Each debt: its details, bills, payments and collection actions. */
function debts(l: Layout, data: PersonalDataExport): DocumentSection[] {
  return data.debts.flatMap((debt) => [
    debtFields(l, debt),
    debtBills(l, debt),
    debtPayments(l, debt),
    debtActions(l, debt),
  ]);
}

type ExportPlan = PersonalDataExport['paymentPlans'][number];

function planHeading(l: Layout, plan: ExportPlan): string {
  const { t } = l;
  const ended = plan.endedAt ? `; ${t.endedAt} ${formatInstant(plan.endedAt)}` : '';
  return `${t.plan} ${plan.nr} (${t.debts}: ${plan.debtNrs.join(', ')}; ${t.createdAt} ${formatInstant(plan.createdAt)}${ended})`;
}

/** A plan's installments in the table the plan and settlement PDFs use, with the export's labels. */
function planInstallments(l: Layout, plan: ExportPlan): DocumentSection {
  const { t } = l;
  return {
    ...installmentTable(
      l.locale,
      plan.installments.map((i) => ({
        sequence: i.sequence,
        dueDate: i.dueDate,
        amountCents: toCents(i.amount),
        paidCents: toCents(i.paid),
      })),
      {
        heading: planHeading(l, plan),
        columns: [
          ['sequence', 16],
          ['dueDate', 24],
          ['amount', 30],
          ['paid', 30],
        ],
        labels: { sequence: t.sequence, dueDate: t.dueDate, amount: t.amount, paid: t.paid },
        empty: t.none,
      },
    ),
    inContents: false,
  };
}

function paymentPlans(l: Layout, data: PersonalDataExport): DocumentSection[] {
  return [
    {
      kind: 'text',
      heading: heading(l, 'paymentPlans'),
      inContents: true,
      text: data.paymentPlans.length === 0 ? l.t.none : '',
    },
    ...data.paymentPlans.map((plan) => planInstallments(l, plan)),
  ];
}

function transactions(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    heading(l, 'transactions'),
    [
      [t.date, 24],
      [t.provider, 22],
      [t.debts, 22],
      [t.status, 12],
      [t.amount, 20, 'right'],
    ],
    data.paymentTransactions.map((x) => [
      formatInstant(x.createdAt),
      x.provider,
      x.items.map((i) => String(i.debtNr)).join(', '),
      x.status,
      money(l, x.amount),
    ]),
    true,
  );
}

type ExportSubpoena = PersonalDataExport['settlement']['subpoenas'][number];

function subpoenaField(l: Layout, subpoena: ExportSubpoena): Field {
  const { t } = l;
  const status = (st: ExportSubpoena['statuses'][number]) =>
    `${st.nr}: ${t.createdAt} ${formatInstant(st.created)}` +
    (st.signed ? `, ${t.signed} ${formatInstant(st.signed)}` : '') +
    (st.paid ? `, ${t.paid} ${formatInstant(st.paid)}` : '');
  return [
    `${t.subpoena} ${subpoena.nr}`,
    [`${t.debts}: ${subpoena.debtNrs.join(', ')}`, ...subpoena.statuses.map(status)].join('\n'),
  ];
}

function settlement(l: Layout, data: PersonalDataExport): DocumentSection {
  return {
    kind: 'fields',
    heading: heading(l, 'settlement'),
    inContents: true,
    fields: [
      [l.t.available, yesNo(l, data.settlement.available)],
      ...data.settlement.subpoenas.map((sp) => subpoenaField(l, sp)),
    ],
  };
}

/** The case number of a debt of the export (its number when the debt is not listed). */
function orderOf(data: PersonalDataExport, debtNr: number): string {
  return String(data.debts.find((d) => d.nr === debtNr)?.orderNr ?? debtNr);
}

function attachmentList(
  attachments: { fileName: string; contentType: string; sizeBytes: number }[],
  bytes: string,
): string {
  return attachments
    .map((a) => `${a.fileName} (${a.contentType}, ${a.sizeBytes} ${bytes})`)
    .join('\n');
}

function invoiceCopies(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.invoiceCopies,
    [
      [t.date, 20],
      [t.caseNumber, 20],
      [t.email, 40],
      [t.status, 20],
    ],
    data.requests.invoiceCopies.map((r) => [
      formatDay(r.requestedOn),
      orderOf(data, r.debtNr),
      r.email,
      r.status,
    ]),
  );
}

function reclamations(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.reclamations,
    [
      [t.date, 18],
      [t.caseNumber, 16],
      [t.text, 40],
      [t.attachments, 26],
    ],
    data.requests.reclamations.map((r) => [
      formatInstant(r.createdAt),
      orderOf(data, r.debtNr),
      r.text,
      attachmentList(r.attachments, t.bytes),
    ]),
  );
}

function contactRequests(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.contactRequests,
    [
      [t.date, 18],
      [t.caseNumber, 16],
      [t.subject, 40],
      [t.attachments, 26],
    ],
    data.requests.contactRequests.map((c) => [
      formatDay(c.registerDate),
      orderOf(data, c.debtNr),
      `${c.headerText}\n${c.text}`,
      attachmentList(c.attachments, t.bytes),
    ]),
  );
}

function signings(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.signings,
    [
      [t.date, 24],
      [t.kind, 24],
      [t.debts, 28],
      [t.status, 24],
    ],
    data.requests.signings.map((x) => [
      formatInstant(x.createdAt),
      x.kind,
      x.debtNrs.join(', '),
      x.status,
    ]),
  );
}

/** Requests made in the portal: invoice copies, reclamations, contact requests, signings. */
function requests(l: Layout, data: PersonalDataExport): DocumentSection[] {
  return [
    { kind: 'text', heading: heading(l, 'requests'), inContents: true, text: '' },
    invoiceCopies(l, data),
    reclamations(l, data),
    contactRequests(l, data),
    signings(l, data),
  ];
}

function feedback(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    heading(l, 'feedback'),
    [
      [t.date, 22],
      [t.feedbackType, 16],
      [t.smiley, 12],
      [t.comment, 50],
    ],
    data.feedback.map((f) => [
      formatInstant(f.createdAt),
      String(f.feedbackType),
      String(f.smiley),
      f.comment ?? '',
    ]),
    true,
  );
}

function cookieConsents(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    heading(l, 'consents'),
    [
      [t.date, 40],
      [t.cookies, 30],
      [t.tracking, 30],
    ],
    data.cookieConsents.map((c) => [
      formatInstant(c.createdAt),
      yesNo(l, c.cookies),
      yesNo(l, c.tracking),
    ]),
    true,
  );
}

function reminderSettings(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  const settings = data.reminderSettings;
  const channels = (s: NonNullable<typeof settings>) =>
    [s.byEmail ? t.email : '', s.bySms ? t.phone : ''].filter(Boolean).join(', ');
  return table(
    l,
    t.remindersHeading,
    [
      [t.channel, 34],
      [t.daysBefore, 22],
      [t.language, 14],
      [t.date, 30],
    ],
    settings
      ? [
          [
            channels(settings),
            String(settings.daysBefore),
            settings.language,
            formatInstant(settings.updatedAt),
          ],
        ]
      : [],
  );
}

function remindersSent(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.remindersSentHeading,
    [
      [t.concerning, 26],
      [t.dueDate, 16],
      [t.channel, 10],
      [t.address, 26],
      [t.sentAt, 22],
    ],
    data.remindersSent.map((r) => [
      r.target,
      formatDay(r.dueDate),
      r.channel,
      r.recipient,
      formatInstant(r.sentAt),
    ]),
  );
}

function paymentDemandConsents(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.demandConsentsHeading,
    [
      [t.address, 26],
      [t.caseNumber, 20],
      [t.date, 18],
      [t.validUntil, 16],
      [t.withdrawnAt, 20],
    ],
    data.paymentDemandConsents.map((c) => [
      `${c.address} (${c.collector})`,
      c.caseNumbers.join(', '),
      formatInstant(c.givenAt),
      formatDay(c.validUntil),
      formatInstant(c.withdrawnAt),
    ]),
  );
}

function sessions(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    `${heading(l, 'logins')}: ${t.sessionsHeading}`,
    [
      [t.date, 26],
      [t.loginType, 44],
      [t.endedAt, 30],
    ],
    data.logins.sessions.map((x) => [
      formatInstant(x.createdAt),
      t.loginTypes[x.loginType] ?? String(x.loginType),
      formatInstant(x.revokedAt ?? x.expiresAt),
    ]),
    true,
  );
}

function loginAttempts(l: Layout, data: PersonalDataExport): DocumentSection {
  const { t } = l;
  return table(
    l,
    t.attemptsHeading,
    [
      [t.date, 24],
      [t.loginType, 36],
      [t.address, 24],
      [t.result, 16],
    ],
    data.logins.loginAttempts.map((a) => [
      formatInstant(a.createdAt),
      t.loginTypes[a.loginType] ?? String(a.loginType),
      a.clientAddress,
      a.result,
    ]),
  );
}

/** The export as a document: a numbered table of contents, then one section per kind of data. */
export function exportDocument(data: PersonalDataExport, locale: DocumentLocale): DocumentModel {
  const l = layoutOf(locale);
  return {
    locale,
    title: l.t.title,
    issuer: l.common.issuer,
    headerLines: [
      `${l.common.printed}: ${formatInstant(data.exportedAt)}`,
      `${l.common.recipient}: ${data.identity.name}`,
      l.t.intro,
    ],
    sections: [
      contents(l),
      identity(l, data),
      addresses(l, data),
      contact(l, data),
      bankAccounts(l, data),
      debtList(l, data),
      ...debts(l, data),
      ...paymentPlans(l, data),
      transactions(l, data),
      settlement(l, data),
      ...requests(l, data),
      feedback(l, data),
      cookieConsents(l, data),
      reminderSettings(l, data),
      remindersSent(l, data),
      paymentDemandConsents(l, data),
      sessions(l, data),
      loginAttempts(l, data),
    ],
    footer: l.common.footer,
  };
}
