/**
 * Personal-data export at once (GDPR Article 15): everything the service holds about the signed-in
 * debtor, free and immediately, as JSON and as a PDF. One function gathers the data (`gather`),
 * scoped by the session's debtor only; both formats are views of what it returns.
 */
import type { components } from '@portal/openapi';
import { DATA_EXPORT_TEXTS } from '../documents/data-export-texts';
import { DOCUMENT_TEXTS } from '../documents/texts';
import { HttpError, unauthorized } from '../http/errors';
import { formatDay, todayInHelsinki, type Clock } from '../lib/dates';
import { centsToEuros, type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentModel, DocumentRenderer, DocumentSection } from '../providers/types';
import type { DataExportRepository, HeldData } from '../repositories/data-export-repository';
import type { RenderedDocument } from './documents';
import type { Session } from './sessions';

export type PersonalDataExport = components['schemas']['PersonalDataExport'];

/** Refusal code of an export asked for without a strong (bank) login. */
export const STRONG_LOGIN_REQUIRED = 'error.dataExport.1';

/** Login types that verified the debtor's identity with a bank or mobile certificate (spec 4). */
const STRONG_LOGIN_TYPES = new Set([0, 6]);

/**
 * Only a strong login may take everything: a case number and online ID (or a token link) prove
 * possession of one letter, not who the person is.
 */
export function mayExport(session: Pick<Session, 'level' | 'loginType'>): boolean {
  return session.level === 'strong' && STRONG_LOGIN_TYPES.has(session.loginType);
}

const iso = (instant: Date | null | undefined) => (instant ? instant.toISOString() : null);
const euros = (cents: number | null | undefined) => (cents == null ? null : centsToEuros(cents));

export class DataExportService {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly renderer: DocumentRenderer,
    private readonly clock: Clock,
  ) {}

  /** Everything held about the session's debtor, in the contract's shape (euros, ISO dates). */
  async gather(session: Session): Promise<PersonalDataExport> {
    if (!mayExport(session)) throw new HttpError(403, STRONG_LOGIN_REQUIRED);
    const held = await this.repository.heldData(session.debtorNr);
    if (!held) throw unauthorized();
    return toExport(held, this.clock());
  }

  /** `GET /api/debtor/dataExport/{locale}`: the same data as a readable PDF. */
  async pdf(session: Session, locale: DocumentLocale): Promise<RenderedDocument> {
    const data = await this.gather(session);
    const t = DATA_EXPORT_TEXTS[locale];
    return {
      fileName: `${t.fileLabel}_${data.identity.debtorNr}.pdf`,
      pdf: await this.renderer.renderPdf(exportDocument(data, locale)),
    };
  }
}

function toExport(h: HeldData, now: Date): PersonalDataExport {
  const d = h.debtor;
  const attachmentsOf = (
    rows: { requestNr: number; fileName: string; contentType: string; sizeBytes: number }[],
    nr: number,
  ) =>
    rows
      .filter((a) => a.requestNr === nr)
      .map((a) => ({ fileName: a.fileName, contentType: a.contentType, sizeBytes: a.sizeBytes }));
  return {
    exportedAt: now.toISOString(),
    identity: {
      debtorNr: d.nr,
      name: d.name,
      firstName: d.firstName,
      lastName: d.lastName,
      isCompany: d.isCompany,
      identityCode: d.identityCode,
      businessId: d.businessId,
      hidePersonalInfo: d.hidePersonalInfo,
      hideContactInformation: d.hideContactInformation,
      overpayment: centsToEuros(d.overpaymentCents),
      createdAt: d.createdAt.toISOString(),
    },
    addresses: h.addresses.map((a) => ({ ...a })),
    contactInformation: {
      isEmailAllowed: d.isEmailAllowed,
      isSMSAllowed: d.isSmsAllowed,
      emails: h.emails.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      phones: h.phones.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      lastQueried: d.contactPromptAskedAt?.toISOString() ?? null,
    },
    bankAccounts: h.bankAccounts.map((b) => ({
      id: b.id,
      iban: b.iban,
      bic: b.bic,
      refundCharge: euros(b.refundChargeCents),
      createdAt: b.createdAt.toISOString(),
    })),
    debts: h.debts.map((debt) => ({
      nr: debt.nr,
      orderNr: debt.orderNr,
      creditorName: debt.creditorName,
      creditorLastName: debt.creditorLastName,
      originalCreditor: debt.originalCreditor,
      description: debt.description,
      reference: debt.reference,
      state: debt.state,
      dueDate: debt.dueDate,
      endDate: debt.endDate,
      banditRating: debt.banditRating,
      planAllowed: debt.planAllowed,
      planMaxMonths: debt.planMaxMonths,
      upiOrder: debt.upiOrder,
      hidePersonalInfo: debt.hidePersonalInfo,
      invoiceCopyAllowed: debt.invoiceCopyAllowed,
      reclamationAllowed: debt.reclamationAllowed,
      verdictAvailable: debt.verdictAvailable,
      verdictDate: debt.verdictDate,
      verdictDownloaded: debt.verdictDownloaded,
      debtReliefTotal: euros(debt.debtReliefTotalCents),
      restructuringDebtId: debt.restructuringDebtId,
      costlessDueDateTransfersLeft: debt.costlessDueDateTransfersLeft,
      dueDateTransferredAt: iso(debt.dueDateTransferredAt),
      createdAt: debt.createdAt.toISOString(),
      bills: h.bills
        .filter((b) => b.debtNr === debt.nr)
        .map((b) => ({
          nr: b.nr,
          type: b.type,
          referenceNr: b.referenceNr,
          dueDate: b.dueDate,
          capital: centsToEuros(b.capitalCents),
          interest: centsToEuros(b.interestCents),
          interestRate: b.interestRateBp == null ? null : b.interestRateBp / 100,
          description: b.description,
          claimType: b.claimType,
        })),
      payments: h.payments
        .filter((p) => p.debtNr === debt.nr)
        .map((p) => ({
          nr: p.nr,
          planNr: p.planNr,
          paymentDate: p.paymentDate,
          bookingDate: p.bookingDate,
          amount: centsToEuros(p.amountCents),
        })),
      expirationActions: h.expirationActions
        .filter((a) => a.debtNr === debt.nr)
        .map((a) => ({ nr: a.nr, action: a.action, actionDate: a.actionDate })),
      othersInvolved: h.othersInvolved
        .filter((o) => o.debtNr === debt.nr)
        .map((o) => ({ id: o.id, name: o.name })),
      loginLinks: h.loginLinks
        .filter((l) => l.debtNr === debt.nr)
        .map((l) => ({
          createdAt: l.createdAt.toISOString(),
          expiresAt: l.expiresAt.toISOString(),
        })),
    })),
    paymentPlans: h.paymentPlans.map((p) => ({
      nr: p.nr,
      type: p.type,
      debtNrs: h.paymentPlanDebts.filter((x) => x.planNr === p.nr).map((x) => x.debtNr),
      createdAt: p.createdAt.toISOString(),
      endedAt: iso(p.endedAt),
      dateSelection: p.dateSelection,
      dueDateMovedAt: iso(p.dueDateMovedAt),
      charge: euros(p.chargeCents),
      awaitingFirstPaymentSince: iso(p.awaitingFirstPaymentSince),
      installments: h.installments
        .filter((i) => i.planNr === p.nr)
        .map((i) => ({
          sequence: i.sequence,
          dueDate: i.dueDate,
          amount: centsToEuros(i.amountCents),
          paid: centsToEuros(i.paidCents),
          capital: centsToEuros(i.capitalCents),
          costs: centsToEuros(i.costsCents),
          interest: centsToEuros(i.interestCents),
          debtLeft: centsToEuros(i.debtLeftCents),
        })),
    })),
    paymentTransactions: h.paymentTransactions.map((t) => ({
      id: t.id,
      provider: t.provider,
      paymentType: t.paymentType,
      amount: centsToEuros(t.amountCents),
      status: t.status,
      reference: t.reference,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      items: h.paymentTransactionItems
        .filter((i) => i.transactionId === t.id)
        .map((i) => ({
          id: i.id,
          debtNr: i.debtNr,
          planNr: i.planNr,
          amount: centsToEuros(i.amountCents),
          description: i.description,
        })),
    })),
    settlement: {
      available: h.reconciliation?.available ?? false,
      status: h.reconciliation?.status ?? null,
      subpoenas: h.subpoenas.map((s) => ({
        nr: s.nr,
        createdAt: s.createdAt.toISOString(),
        debtNrs: h.subpoenaDebts.filter((x) => x.subpoenaNr === s.nr).map((x) => x.debtNr),
        statuses: h.subpoenaStatuses
          .filter((x) => x.subpoenaNr === s.nr)
          .map((x) => ({
            nr: x.nr,
            planNr: x.planNr,
            created: iso(x.created),
            signed: iso(x.signed),
            paid: iso(x.paid),
            paymentNr: x.paymentNr,
            cancelledAt: iso(x.cancelledAt),
            lang: x.lang,
            debtNrs: h.subpoenaStatusDebts.filter((y) => y.statusNr === x.nr).map((y) => y.debtNr),
          })),
      })),
    },
    requests: {
      invoiceCopies: h.invoiceCopyRequests.map((r) => ({
        nr: r.nr,
        debtNr: r.debtNr,
        email: r.email,
        requestedOn: r.requestedOn,
        status: r.status,
        newDueDate: r.newDueDate,
        billNrs: h.invoiceCopyRequestBills.filter((b) => b.requestNr === r.nr).map((b) => b.billNr),
        createdAt: r.createdAt.toISOString(),
      })),
      reclamations: h.reclamations.map((r) => ({
        nr: r.nr,
        debtNr: r.debtNr,
        basis: r.basis,
        text: r.text,
        name: r.name,
        phone: r.phone,
        email: r.email,
        status: r.status,
        billNrs: h.reclamationBills.filter((b) => b.reclamationNr === r.nr).map((b) => b.billNr),
        createdAt: r.createdAt.toISOString(),
        attachments: attachmentsOf(h.reclamationAttachments, r.nr),
      })),
      contactRequests: h.contactRequests.map((c) => ({
        nr: c.nr,
        debtNr: c.debtNr,
        registerDate: c.registerDate,
        headerText: c.headerText,
        text: c.text,
        phone: c.phone,
        email: c.email,
        language: c.language,
        createdAt: c.createdAt.toISOString(),
        attachments: attachmentsOf(h.contactRequestAttachments, c.nr),
      })),
      signings: h.signingTasks.map((s) => ({
        kind: s.kind,
        debtNrs: s.debtNrs
          .split(',')
          .filter(Boolean)
          .map((n) => Number(n)),
        email: s.email,
        lang: s.lang,
        isMandatory: s.isMandatory,
        status: s.status,
        createdAt: s.createdAt.toISOString(),
      })),
    },
    feedback: h.feedback.map((f) => ({
      nr: f.nr,
      feedbackType: f.feedbackType,
      orderNr: f.orderNr,
      comment: f.comment,
      smiley: f.smiley,
      nps: f.nps,
      createdAt: f.createdAt.toISOString(),
      updatedAt: iso(f.updatedAt),
    })),
    cookieConsents: h.cookieConsents.map((c) => ({
      id: c.id,
      necessary: c.necessary,
      cookies: c.cookies,
      tracking: c.tracking,
      createdAt: c.createdAt.toISOString(),
    })),
    reminderSettings: h.reminderPreference
      ? {
          byEmail: h.reminderPreference.byEmail,
          bySms: h.reminderPreference.bySms,
          daysBefore: h.reminderPreference.daysBefore,
          language: h.reminderPreference.language,
          updatedAt: h.reminderPreference.updatedAt.toISOString(),
        }
      : null,
    remindersSent: h.reminders.map((r) => ({
      id: r.id,
      target: r.target,
      dueDate: r.dueDate,
      channel: r.channel,
      recipient: r.recipient,
      claimedAt: r.claimedAt.toISOString(),
      sentAt: iso(r.sentAt),
    })),
    paymentDemandConsents: h.paymentDemandConsents.map((c) => ({
      id: c.id,
      channel: c.channel,
      address: c.address,
      collector: c.collector,
      caseNumbers: c.caseNumbers,
      givenAt: c.givenAt.toISOString(),
      validUntil: c.validUntil,
      method: c.method,
      loginType: c.loginType,
      withdrawnAt: iso(c.withdrawnAt),
    })),
    logins: {
      sessions: h.sessions.map((s) => ({
        loginType: s.loginType,
        level: s.level,
        scopeDebtNr: s.scopeDebtNr,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        absoluteExpiresAt: s.absoluteExpiresAt.toISOString(),
        revokedAt: iso(s.revokedAt),
        revokedReason: s.revokedReason,
      })),
      loginAttempts: h.loginAttempts.map((a) => ({
        id: a.id,
        loginType: a.loginType,
        caseNumber: a.caseNumber,
        clientAddress: a.clientAddress,
        result: a.result,
        createdAt: a.createdAt.toISOString(),
      })),
    },
  };
}

/** An ISO instant as the day and time in Helsinki, DD.MM.YYYY HH:mm. */
function formatInstant(value: string | null | undefined): string {
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

/** The export as a document: a numbered table of contents, then one section per kind of data. */
export function exportDocument(data: PersonalDataExport, locale: DocumentLocale): DocumentModel {
  const t = DATA_EXPORT_TEXTS[locale];
  const common = DOCUMENT_TEXTS[locale];
  const money = (value: number | null | undefined) =>
    value == null ? '' : formatEuros(Math.round(value * 100), locale);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const s = t.sections;
  const order: (keyof typeof s)[] = [
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
  const heading = (key: keyof typeof s) => `${order.indexOf(key) + 1}. ${s[key]}`;
  const table = (
    title: string,
    columns: [label: string, width: number, align?: 'right'][],
    rows: string[][],
    inContents = false,
  ): DocumentSection => ({
    kind: 'table',
    heading: title,
    inContents,
    columns: columns.map(([label, width, align]) => ({ label, width, ...(align && { align }) })),
    rows,
    empty: t.none,
  });
  const id = data.identity;
  const sections: DocumentSection[] = [
    { kind: 'text', heading: t.contents, text: order.map((key) => heading(key)).join('\n') },
    {
      kind: 'fields',
      heading: heading('identity'),
      inContents: true,
      fields: [
        [t.debtorNumber, String(id.debtorNr)],
        [t.name, id.name],
        ...(id.firstName ? [[t.firstName, id.firstName] as [string, string]] : []),
        ...(id.lastName ? [[t.lastName, id.lastName] as [string, string]] : []),
        ...(id.identityCode ? [[t.identityCode, id.identityCode] as [string, string]] : []),
        ...(id.businessId ? [[t.businessId, id.businessId] as [string, string]] : []),
        [t.company, yesNo(id.isCompany)],
        [t.overpayment, money(id.overpayment)],
        [t.createdAt, formatInstant(id.createdAt)],
      ],
    },
    table(
      heading('addresses'),
      [
        [t.streetAddress, 40],
        [t.postAddress, 30],
        [t.city, 30],
      ],
      data.addresses.map((a) => [a.streetAddress ?? '', a.postAddress ?? '', a.city ?? '']),
      true,
    ),
    {
      kind: 'fields',
      heading: heading('contact'),
      inContents: true,
      fields: [
        [t.emailAllowedOverall, yesNo(data.contactInformation.isEmailAllowed)],
        [t.smsAllowedOverall, yesNo(data.contactInformation.isSMSAllowed)],
        ...(data.contactInformation.lastQueried
          ? [
              [t.contactQueried, formatInstant(data.contactInformation.lastQueried)] as [
                string,
                string,
              ],
            ]
          : []),
        ...data.contactInformation.emails.map(
          (e) =>
            [t.email, `${e.emailAddress} (${t.emailAllowed}: ${yesNo(e.emailAllowed)})`] as [
              string,
              string,
            ],
        ),
        ...data.contactInformation.phones.map(
          (p) =>
            [
              t.phone,
              `${p.landCode ?? ''} ${p.number} (${t.smsAllowed}: ${yesNo(p.smsAllowed)})`,
            ] as [string, string],
        ),
      ],
    },
    table(
      heading('bankAccounts'),
      [
        [t.iban, 40],
        [t.bic, 20],
        [t.refundCharge, 20, 'right'],
        [t.createdAt, 20],
      ],
      data.bankAccounts.map((b) => [
        b.iban,
        b.bic ?? '',
        money(b.refundCharge),
        formatInstant(b.createdAt),
      ]),
      true,
    ),
    {
      kind: 'text',
      heading: heading('debts'),
      inContents: true,
      text:
        data.debts.length === 0
          ? t.none
          : data.debts.map((d) => `${d.orderNr} ${d.creditorName}`).join('\n'),
    },
  ];
  for (const debt of data.debts) {
    sections.push(
      {
        kind: 'fields',
        heading: `${t.debt} ${debt.orderNr}`,
        fields: [
          [t.caseNumber, String(debt.orderNr)],
          [t.debtNumber, String(debt.nr)],
          [t.creditor, [debt.creditorName, debt.creditorLastName].filter(Boolean).join(' ')],
          ...(debt.originalCreditor
            ? [[t.originalCreditor, debt.originalCreditor] as [string, string]]
            : []),
          ...(debt.description ? [[t.description, debt.description] as [string, string]] : []),
          [t.reference, debt.reference ?? ''],
          [t.state, common.states[debt.state] ?? String(debt.state)],
          [t.dueDate, formatDay(debt.dueDate)],
          ...(debt.endDate ? [[t.endDate, formatDay(debt.endDate)] as [string, string]] : []),
          ...(debt.othersInvolved.length > 0
            ? [
                [t.othersInvolved, debt.othersInvolved.map((o) => o.name).join(', ')] as [
                  string,
                  string,
                ],
              ]
            : []),
        ],
      },
      table(
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
          b.description ?? '',
          formatDay(b.dueDate),
          money(b.capital),
          money(b.interest),
        ]),
      ),
      table(
        `${t.debt} ${debt.orderNr}: ${t.payments}`,
        [
          [t.paymentDate, 34],
          [t.bookingDate, 33],
          [t.amount, 33, 'right'],
        ],
        debt.payments.map((p) => [
          formatDay(p.paymentDate),
          formatDay(p.bookingDate),
          money(p.amount),
        ]),
      ),
      table(
        `${t.debt} ${debt.orderNr}: ${t.actions}`,
        [
          [t.date, 30],
          [t.action, 70],
        ],
        debt.expirationActions.map((a) => [
          formatDay(a.actionDate),
          t.actionTypes[a.action] ?? String(a.action),
        ]),
      ),
    );
  }
  sections.push({
    kind: 'text',
    heading: heading('paymentPlans'),
    inContents: true,
    text: data.paymentPlans.length === 0 ? t.none : '',
  });
  for (const plan of data.paymentPlans) {
    sections.push(
      table(
        `${t.plan} ${plan.nr} (${t.debts}: ${plan.debtNrs.join(', ')}; ${t.createdAt} ${formatInstant(plan.createdAt)}${plan.endedAt ? `; ${t.endedAt} ${formatInstant(plan.endedAt)}` : ''})`,
        [
          [t.sequence, 16],
          [t.dueDate, 24],
          [t.amount, 30, 'right'],
          [t.paid, 30, 'right'],
        ],
        plan.installments.map((i) => [
          String(i.sequence),
          formatDay(i.dueDate),
          money(i.amount),
          money(i.paid),
        ]),
      ),
    );
  }
  sections.push(
    table(
      heading('transactions'),
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
        money(x.amount),
      ]),
      true,
    ),
    {
      kind: 'fields',
      heading: heading('settlement'),
      inContents: true,
      fields: [
        [t.available, yesNo(data.settlement.available)],
        ...data.settlement.subpoenas.map(
          (sp) =>
            [
              `${t.subpoena} ${sp.nr}`,
              [
                `${t.debts}: ${sp.debtNrs.join(', ')}`,
                ...sp.statuses.map(
                  (st) =>
                    `${st.nr}: ${t.createdAt} ${formatInstant(st.created)}${st.signed ? `, ${t.signed} ${formatInstant(st.signed)}` : ''}${st.paid ? `, ${t.paid} ${formatInstant(st.paid)}` : ''}`,
                ),
              ].join('\n'),
            ] as [string, string],
        ),
      ],
    },
    {
      kind: 'text',
      heading: heading('requests'),
      inContents: true,
      text: '',
    },
    table(
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
    ),
    table(
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
    ),
    table(
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
    ),
    table(
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
    ),
    table(
      heading('feedback'),
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
    ),
    table(
      heading('consents'),
      [
        [t.date, 40],
        [t.cookies, 30],
        [t.tracking, 30],
      ],
      data.cookieConsents.map((c) => [
        formatInstant(c.createdAt),
        yesNo(c.cookies),
        yesNo(c.tracking),
      ]),
      true,
    ),
    table(
      t.remindersHeading,
      [
        [t.channel, 34],
        [t.daysBefore, 22],
        [t.language, 14],
        [t.date, 30],
      ],
      data.reminderSettings
        ? [
            [
              [
                data.reminderSettings.byEmail ? t.email : '',
                data.reminderSettings.bySms ? t.phone : '',
              ]
                .filter(Boolean)
                .join(', '),
              String(data.reminderSettings.daysBefore),
              data.reminderSettings.language,
              formatInstant(data.reminderSettings.updatedAt),
            ],
          ]
        : [],
    ),
    table(
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
    ),
    table(
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
    ),
    table(
      `${heading('logins')}: ${t.sessionsHeading}`,
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
    ),
    table(
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
    ),
  );
  return {
    locale,
    title: t.title,
    issuer: common.issuer,
    headerLines: [
      `${common.printed}: ${formatInstant(data.exportedAt)}`,
      `${common.recipient}: ${id.name}`,
      t.intro,
    ],
    sections,
    footer: common.footer,
  };
}

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
