/**
 * The reference server's data model (spec section 3). Money is integer cents; calendar days are
 * ISO date strings; instants are timestamps with time zone. Numbers the portal shows (debtor,
 * debt, bill, plan, subpoena numbers) are the primary keys, so the contract's identifiers are
 * the rows' keys. Runtime-created rows take their numbers from identity sequences; the seed
 * sets explicit numbers and then moves the sequences past them.
 */
import { type Cents, cents as toCentsValue } from '@portal/openapi/money';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
/** Integer cents; rows read and write them as the contract's branded `Cents`. */
const cents = (name: string) => integer(name).$type<Cents>();
const NO_CENTS = toCentsValue(0);

// ------------------------------------------------------------------ settings

/** Server-wide settings shared by every instance (for example the generated token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// ------------------------------------------------------------------ debtor

export const debtors = pgTable(
  'debtors',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name').notNull(),
    isCompany: boolean('is_company').notNull().default(false),
    /** Finnish personal identity code (persons), for strong authentication. */
    identityCode: text('identity_code'),
    /** Business ID (companies), for the overall view (login type 3). */
    businessId: text('business_id'),
    hidePersonalInfo: boolean('hide_personal_info').notNull().default(false),
    hideContactInformation: boolean('hide_contact_information').notNull().default(false),
    isEmailAllowed: boolean('is_email_allowed').notNull().default(false),
    isSmsAllowed: boolean('is_sms_allowed').notNull().default(false),
    /** Money received beyond what was owed, refundable to a bank account. */
    overpaymentCents: cents('overpayment_cents').notNull().default(NO_CENTS),
    /**
     * spec 4: when the portal last asked for a missing e-mail or phone; kept with the contact data
     * (not in the browser, which logout clears) so the prompt comes at most once a month across
     * logins and devices.
     */
    contactPromptAskedAt: instant('contact_prompt_asked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debtors_identity_code_key').on(t.identityCode),
    uniqueIndex('debtors_business_id_key').on(t.businessId),
  ],
);

export const debtorAddresses = pgTable(
  'debtor_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    streetAddress: text('street_address'),
    postAddress: text('post_address'),
    city: text('city'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('debtor_addresses_debtor_idx').on(t.debtorNr)],
);

export const debtorEmails = pgTable(
  'debtor_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull(),
    emailAllowed: boolean('email_allowed').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('debtor_emails_debtor_address_key').on(t.debtorNr, t.emailAddress)],
);

export const debtorPhones = pgTable(
  'debtor_phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** Without the country code and without the leading zero. */
    number: text('number').notNull(),
    landCode: text('land_code').default('+358'),
    type: text('type'),
    smsAllowed: boolean('sms_allowed').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('debtor_phones_debtor_number_key').on(t.debtorNr, t.number)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** The charge deducted from an overpayment refund to this account (spec 1: 5 euros). */
    refundChargeCents: cents('refund_charge_cents'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_debtor_idx').on(t.debtorNr)],
);

// ------------------------------------------------------------------ debts

/** A debt is one case (order): `orderNr` is the case number of the letter, `nr` the debt number. */
export const debts = pgTable(
  'debts',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    orderNr: integer('order_nr').notNull(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** scrypt hash of the online ID printed in the letter (weak login). */
    onlineIdHash: text('online_id_hash').notNull(),
    creditorName: text('creditor_name').notNull(),
    creditorLastName: text('creditor_last_name'),
    originalCreditor: text('original_creditor'),
    description: text('description'),
    reference: text('reference'),
    /** Debt state 1-12 (spec section 4). */
    state: integer('state').notNull(),
    dueDate: day('due_date').notNull(),
    endDate: day('end_date'),
    banditRating: integer('bandit_rating'),
    planAllowed: boolean('plan_allowed').notNull().default(false),
    planMaxMonths: integer('plan_max_months'),
    upiOrder: boolean('upi_order').notNull().default(false),
    hidePersonalInfo: boolean('hide_personal_info').notNull().default(false),
    invoiceCopyAllowed: boolean('invoice_copy_allowed').notNull().default(false),
    reclamationAllowed: boolean('reclamation_allowed').notNull().default(false),
    verdictAvailable: boolean('verdict_available').notNull().default(false),
    verdictDate: day('verdict_date'),
    verdictDownloaded: boolean('verdict_downloaded').notNull().default(false),
    debtReliefTotalCents: cents('debt_relief_total_cents'),
    restructuringDebtId: text('restructuring_debt_id'),
    /** Due-date transfers without a charge left (spec: due date transfer parameters). */
    costlessDueDateTransfersLeft: integer('costless_due_date_transfers_left').notNull().default(0),
    dueDateTransferCostCents: cents('due_date_transfer_cost_cents').notNull().default(NO_CENTS),
    /** When the debt's own due date was moved (once per due date, without a plan). */
    dueDateTransferredAt: instant('due_date_transferred_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debts_order_nr_key').on(t.orderNr),
    index('debts_debtor_idx').on(t.debtorNr),
  ],
);

/** Bill rows of a debt. Type 1 invoice, 2 collection costs, 3 other costs. */
export const bills = pgTable(
  'bills',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    referenceNr: text('reference_nr'),
    dueDate: day('due_date'),
    capitalCents: cents('capital_cents').notNull(),
    interestCents: cents('interest_cents').notNull().default(NO_CENTS),
    /** Yearly interest in hundredths of a percent (850 = 8.50 %). */
    interestRateBp: integer('interest_rate_bp'),
    description: text('description'),
    /** Claim type 1-21 (spec section 3). */
    claimType: integer('claim_type'),
  },
  (t) => [index('bills_debt_idx').on(t.debtNr)],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** 0, 2, 3, 5, 7 active; 1, 4 suggestions; 6 unconfirmed reconciliation plan. */
    type: integer('type').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when a plan ends (declined suggestion, paid, cancelled). */
    endedAt: instant('ended_at'),
    /** Payment day chosen at creation: 0 first, 1 the 15th, 2 last of the month. */
    dateSelection: integer('date_selection'),
    /** When an installment due date of this plan was moved (once per plan). */
    dueDateMovedAt: instant('due_date_moved_at'),
    /** The written-plan charge added when the plan was made (Debt Collection Act 10 a-c). */
    chargeCents: cents('charge_cents'),
    /**
     * Set while a banditRating 3 plan waits for its first installment, paid at once; cleared
     * when that payment settles (the plan is then in force).
     */
    awaitingFirstPaymentSince: instant('awaiting_first_payment_since'),
  },
  (t) => [index('payment_plans_debtor_idx').on(t.debtorNr)],
);

export const paymentPlanDebts = pgTable(
  'payment_plan_debts',
  {
    planNr: integer('plan_nr')
      .notNull()
      .references(() => paymentPlans.nr, { onDelete: 'cascade' }),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.planNr, t.debtNr] }),
    index('payment_plan_debts_debt_idx').on(t.debtNr),
  ],
);

export const installments = pgTable(
  'installments',
  {
    planNr: integer('plan_nr')
      .notNull()
      .references(() => paymentPlans.nr, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    dueDate: day('due_date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(NO_CENTS),
    capitalCents: cents('capital_cents').notNull(),
    costsCents: cents('costs_cents').notNull().default(NO_CENTS),
    interestCents: cents('interest_cents').notNull().default(NO_CENTS),
    debtLeftCents: cents('debt_left_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planNr, t.sequence] })],
);

/** Booked payments (registered by the back office or confirmed by a provider). */
export const payments = pgTable(
  'payments',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    planNr: integer('plan_nr').references(() => paymentPlans.nr, { onDelete: 'set null' }),
    paymentDate: day('payment_date').notNull(),
    bookingDate: day('booking_date'),
    amountCents: cents('amount_cents').notNull(),
    /** The provider transaction it came from, when paid in the portal. */
    transactionId: integer('transaction_id'),
  },
  (t) => [
    index('payments_debt_idx').on(t.debtNr),
    // A provider transaction books at most one payment on a debt: a second booking of the same
    // transaction (a racing return, callback or status check) fails here, whatever the code does.
    uniqueIndex('payments_transaction_debt_key')
      .on(t.transactionId, t.debtNr)
      .where(sql`transaction_id IS NOT NULL`),
  ],
);

/** A payment started in the portal and sent to a provider; pending until the provider confirms. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** Provider-facing identifier (stamp); unique so a return is applied once. */
    stamp: text('stamp').notNull(),
    provider: text('provider').notNull(),
    paymentType: text('payment_type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** new, pending, ok, fail */
    status: text('status').notNull(),
    /** Payment reference sent to the provider (RF or Finnish national reference). */
    reference: text('reference'),
    /**
     * The provider's transaction id: given by the provider when the payment is created (the
     * status query asks by it), and checked against every return and callback.
     */
    providerTransactionId: text('provider_transaction_id'),
    /** What moved the payment on from `new`: return, callback or status (the status check). */
    confirmedVia: text('confirmed_via'),
    /** When the status check last asked the provider about this payment. */
    statusCheckedAt: instant('status_checked_at'),
    /** When a pending payment is booked on the debts (the provider's settlement). */
    settleAt: instant('settle_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_stamp_key').on(t.stamp),
    index('payment_transactions_debtor_idx').on(t.debtorNr),
    index('payment_transactions_stalled_idx').on(t.status, t.createdAt),
  ],
);

export const paymentTransactionItems = pgTable(
  'payment_transaction_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    planNr: integer('plan_nr'),
    amountCents: cents('amount_cents').notNull(),
    description: text('description'),
  },
  (t) => [index('payment_transaction_items_tx_idx').on(t.transactionId)],
);

/** Action history (expiration actions): 1 collection letter ... 9 distraint suspension. */
export const expirationActions = pgTable(
  'expiration_actions',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    action: integer('action').notNull(),
    actionDate: day('action_date').notNull(),
  },
  (t) => [index('expiration_actions_debt_idx').on(t.debtNr)],
);

/** Other debtors of the same debt (joint liability). */
export const othersInvolved = pgTable(
  'others_involved',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('others_involved_debt_idx').on(t.debtNr)],
);

/** Token links (login type 4) from e-mails and SMS messages. Only a hash of the token is kept. */
export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  debtNr: integer('debt_nr')
    .notNull()
    .references(() => debts.nr, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// ------------------------------------------------------------------ settlement

export const reconciliations = pgTable('reconciliations', {
  debtorNr: integer('debtor_nr')
    .primaryKey()
    .references(() => debtors.nr, { onDelete: 'cascade' }),
  available: boolean('available').notNull().default(false),
  status: integer('status'),
});

export const subpoenas = pgTable(
  'subpoenas',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('subpoenas_debtor_idx').on(t.debtorNr)],
);

export const subpoenaDebts = pgTable(
  'subpoena_debts',
  {
    subpoenaNr: integer('subpoena_nr')
      .notNull()
      .references(() => subpoenas.nr, { onDelete: 'cascade' }),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subpoenaNr, t.debtNr] })],
);

/** Settlement progress of a subpoena: created (plan calculated), signed, paid. */
export const subpoenaStatuses = pgTable(
  'subpoena_statuses',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    subpoenaNr: integer('subpoena_nr')
      .notNull()
      .references(() => subpoenas.nr, { onDelete: 'cascade' }),
    planNr: integer('plan_nr').references(() => paymentPlans.nr, { onDelete: 'set null' }),
    created: instant('created'),
    signed: instant('signed'),
    paid: instant('paid'),
    paymentNr: integer('payment_nr'),
    cancelledAt: instant('cancelled_at'),
    /** Language of the settlement's documents (fi, se, en), from calculate and create. */
    lang: text('lang'),
  },
  (t) => [
    index('subpoena_statuses_subpoena_idx').on(t.subpoenaNr),
    /** One settlement in progress per subpoena: a racing second start fails. */
    uniqueIndex('subpoena_statuses_open_key')
      .on(t.subpoenaNr)
      .where(sql`${t.cancelledAt} IS NULL`),
  ],
);

/** The debts a settlement (subpoena status) covers, chosen at start. */
export const subpoenaStatusDebts = pgTable(
  'subpoena_status_debts',
  {
    statusNr: integer('status_nr')
      .notNull()
      .references(() => subpoenaStatuses.nr, { onDelete: 'cascade' }),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.statusNr, t.debtNr] })],
);

// ------------------------------------------------------------------ content

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  validFrom: instant('valid_from').notNull(),
  validUntil: instant('valid_until'),
  sort: integer('sort').notNull().default(0),
});

export const announcementContents = pgTable(
  'announcement_contents',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** fi-FI, sv-SE or en-US */
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** HTML as written; sanitized when served (services/content.ts). */
    textHtml: text('text_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.locale] })],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The same question in each language shares its number. */
    questionNr: integer('question_nr').notNull(),
    /** 1 fi, 2 se, 3 en */
    langCode: integer('lang_code').notNull(),
    /** general, creditInformation, collectionCosts, collectionProcess */
    category: text('category').notNull(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    keyword: text('keyword'),
  },
  (t) => [uniqueIndex('faq_items_question_lang_key').on(t.questionNr, t.langCode)],
);

// ------------------------------------------------------------------ sessions and logins

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** weak: one case (`scopeDebtNr`); strong: every case of the debtor. */
    level: text('level').notNull(),
    scopeDebtNr: integer('scope_debt_nr').references(() => debts.nr, { onDelete: 'cascade' }),
    loginType: integer('login_type').notNull(),
    /**
     * SHA-256 (base64url) of the session cookie's secret: the database never holds a value that
     * would let its reader act as the debtor.
     */
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Absolute end of the session; extending cannot move the session past it. */
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_debtor_idx').on(t.debtorNr),
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
  ],
);

/**
 * A strong authentication in progress (OpenID Connect authorization-code flow with PKCE): the
 * state (hashed), nonce and PKCE verifier stay on the server, for ten minutes and one use.
 */
export const authRequests = pgTable('auth_requests', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** 0 strong login, 6 re-authentication of `sessionId`. */
  loginType: integer('login_type').notNull(),
  sessionId: text('session_id'),
  redirectTo: text('redirect_to').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/**
 * A signing or authentication task sent to the signing service (court decision, settlement):
 * the service returns requestId and taskId, which must name a task of the same debtor.
 */
export const signingTasks = pgTable('signing_tasks', {
  requestId: text('request_id').primaryKey(),
  taskId: text('task_id').notNull(),
  debtorNr: integer('debtor_nr')
    .notNull()
    .references(() => debtors.nr, { onDelete: 'cascade' }),
  /** judgement, reconciliation */
  kind: text('kind').notNull(),
  /** Debt numbers the task is about, comma separated. */
  debtNrs: text('debt_nrs').notNull(),
  email: text('email'),
  lang: text('lang').notNull(),
  isMandatory: boolean('is_mandatory').notNull().default(false),
  /** started, sending (a court decision being e-mailed), done, cancelled, failed */
  status: text('status').notNull(),
  /** When the task was taken for its effect (`sending`): a claim older than a few minutes was
   * left by an instance that stopped mid-way, and may be taken again. */
  claimedAt: instant('claimed_at'),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  /** The settlement being signed (kind reconciliation). */
  subpoenaStatusNr: integer('subpoena_status_nr').references(() => subpoenaStatuses.nr, {
    onDelete: 'cascade',
  }),
  /** The signing service's address of the task, answered again by `reconciliation/url`. */
  url: text('url'),
});

/** Audit log of login attempts; never holds the online ID. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loginType: integer('login_type').notNull(),
    /** The case number tried (login type 2), else null. */
    caseNumber: text('case_number'),
    clientAddress: text('client_address').notNull(),
    /** ok, wrong, locked, noDebts, denied, cancelled, throttled */
    result: text('result').notNull(),
    debtorNr: integer('debtor_nr'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_created_idx').on(t.createdAt)],
);

/**
 * Failure counters for throttling, per case number (`case:<nr>`) and per client address
 * (`addr:<ip>`). Kept in the database so the limits hold across server instances.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
});

// ------------------------------------------------------------------ requests from debtors

export const feedback = pgTable('feedback', {
  nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
  feedbackType: integer('feedback_type').notNull(),
  orderNr: integer('order_nr').notNull(),
  comment: text('comment'),
  smiley: integer('smiley').notNull(),
  nps: integer('nps'),
  /** The signed-in debtor, or null for feedback sent signed out. */
  debtorNr: integer('debtor_nr').references(() => debtors.nr, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at'),
});

export const contactRequests = pgTable('contact_requests', {
  nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
  debtorNr: integer('debtor_nr')
    .notNull()
    .references(() => debtors.nr, { onDelete: 'cascade' }),
  debtNr: integer('debt_nr')
    .notNull()
    .references(() => debts.nr, { onDelete: 'cascade' }),
  registerDate: day('register_date').notNull(),
  headerText: text('header_text').notNull(),
  text: text('text').notNull(),
  phone: text('phone'),
  email: text('email'),
  language: text('language').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const contactRequestAttachments = pgTable('contact_request_attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  contactRequestNr: integer('contact_request_nr')
    .notNull()
    .references(() => contactRequests.nr, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
});

export const reclamations = pgTable('reclamations', {
  nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
  debtorNr: integer('debtor_nr')
    .notNull()
    .references(() => debtors.nr, { onDelete: 'cascade' }),
  debtNr: integer('debt_nr')
    .notNull()
    .references(() => debts.nr, { onDelete: 'cascade' }),
  /** invoiceContent, invoiceGround, collectionCosts, otherReason (comma separated) */
  basis: text('basis').notNull(),
  text: text('text').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  /** open, resolved */
  status: text('status').notNull().default('open'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const reclamationBills = pgTable(
  'reclamation_bills',
  {
    reclamationNr: integer('reclamation_nr')
      .notNull()
      .references(() => reclamations.nr, { onDelete: 'cascade' }),
    billNr: integer('bill_nr')
      .notNull()
      .references(() => bills.nr, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reclamationNr, t.billNr] })],
);

export const reclamationAttachments = pgTable('reclamation_attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  reclamationNr: integer('reclamation_nr')
    .notNull()
    .references(() => reclamations.nr, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
});

export const invoiceCopyRequests = pgTable(
  'invoice_copy_requests',
  {
    nr: integer('nr').primaryKey().generatedByDefaultAsIdentity(),
    debtNr: integer('debt_nr')
      .notNull()
      .references(() => debts.nr, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    requestedOn: day('requested_on').notNull(),
    /** pending, sent */
    status: text('status').notNull().default('pending'),
    /** New due date of the debt given with the copy. */
    newDueDate: day('new_due_date'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_copy_requests_debt_idx').on(t.debtNr)],
);

export const invoiceCopyRequestBills = pgTable(
  'invoice_copy_request_bills',
  {
    requestNr: integer('request_nr')
      .notNull()
      .references(() => invoiceCopyRequests.nr, { onDelete: 'cascade' }),
    billNr: integer('bill_nr')
      .notNull()
      .references(() => bills.nr, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestNr, t.billNr] })],
);

/** Evidence of cookie and tracking consent. */
export const cookieConsents = pgTable('cookie_consents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  debtorNr: integer('debtor_nr').references(() => debtors.nr, { onDelete: 'set null' }),
  necessary: boolean('necessary').notNull(),
  cookies: boolean('cookies').notNull(),
  tracking: boolean('tracking').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// ------------------------------------------------------------------ sandbox third parties

/**
 * The sandbox identity provider's storage (oidc-provider adapter): interactions, sessions,
 * grants and codes of every instance on one database, so the login page, the code exchange and
 * the return work whichever instance answers. A real provider keeps its own.
 */
export const sandboxIdpEntries = pgTable(
  'sandbox_idp_entries',
  {
    /** The oidc-provider model: Interaction, Session, Grant, AuthorizationCode, … */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: text('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('sandbox_idp_entries_grant_idx').on(t.grantId),
    index('sandbox_idp_entries_uid_idx').on(t.model, t.uid),
    index('sandbox_idp_entries_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The sandbox signing service's tasks and what the signer did, shared by every instance (the
 * page may be answered by one, the return checked by another).
 */
export const sandboxSigningTasks = pgTable('sandbox_signing_tasks', {
  requestId: text('request_id').primaryKey(),
  taskId: text('task_id').notNull(),
  documentTitle: text('document_title').notNull(),
  lang: text('lang').notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: instant('created_at').notNull(),
  /** unknown (open), signed, cancelled */
  outcome: text('outcome').notNull(),
  identityCode: text('identity_code'),
  /**
   * The service's notice to the portal, server to server, after "sign" or "cancel": where it
   * goes, when it is next due (null once delivered or given up), how often it was tried. The
   * queue survives a restart and is shared by every instance, like the bank's.
   */
  callbackUrl: text('callback_url'),
  callbackDueAt: instant('callback_due_at'),
  callbackAttempts: integer('callback_attempts').notNull().default(0),
  callbackDeliveredAt: instant('callback_delivered_at'),
});

/**
 * The sandbox bank's own books (a real provider keeps its own): every payment created with it,
 * what the payer decided, and the callback to the merchant it still owes. The callback columns
 * are the bank's delivery queue: due rows are sent, failures are retried with backoff, and the
 * queue survives a restart of the server.
 */
export const sandboxBankPayments = pgTable(
  'sandbox_bank_payments',
  {
    transactionId: text('transaction_id').primaryKey(),
    account: integer('account').notNull(),
    stamp: text('stamp').notNull(),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference').notNull(),
    /** The payment method the payer chose (`checkout-provider`); null until chosen. */
    method: text('method'),
    /** new, ok, fail, pending, delayed (Paytrail's statuses) */
    status: text('status').notNull(),
    /** Paytrail's `language` of the payment: FI, SV or EN. */
    language: text('language').notNull().default('FI'),
    /** The callback URLs (server to server). */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The redirect URLs (the browser's way back). */
    redirectSuccessUrl: text('redirect_success_url').notNull().default(''),
    redirectCancelUrl: text('redirect_cancel_url').notNull().default(''),
    /** What was refunded of the payment through the refund API. */
    refundedCents: cents('refunded_cents').notNull().default(NO_CENTS),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    /** When the next callback attempt is due; null when none is owed. */
    callbackDueAt: instant('callback_due_at'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackDeliveredAt: instant('callback_delivered_at'),
  },
  (t) => [
    uniqueIndex('sandbox_bank_payments_stamp_key').on(t.stamp),
    index('sandbox_bank_payments_callback_idx').on(t.callbackDueAt),
  ],
);

// ------------------------------------------------------------------ reminders and e-demands

/**
 * The debtor's choice of installment and due-date reminders: channels, how many
 * days before, and the language they are written in (the portal's language when saved).
 */
export const reminderPreferences = pgTable('reminder_preferences', {
  debtorNr: integer('debtor_nr')
    .primaryKey()
    .references(() => debtors.nr, { onDelete: 'cascade' }),
  byEmail: boolean('by_email').notNull().default(false),
  bySms: boolean('by_sms').notNull().default(false),
  /** 1, 3 or 7. */
  daysBefore: integer('days_before').notNull(),
  /** fi, se or en. */
  language: text('language').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One row per reminder sent or being sent: the unique key (what, due date, channel) decides
 * which instance sends it (INSERT … ON CONFLICT DO NOTHING RETURNING), so it goes out once
 * across restarts and instances. A failed send deletes its row, so the next round retries.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** `installment:{planNr}:{sequence}` or `debt:{debtNr}` (a debt without an active plan). */
    target: text('target').notNull(),
    dueDate: day('due_date').notNull(),
    /** email or sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    claimedAt: instant('claimed_at').notNull(),
    /** Null while the send is under way (a claim left so by a crash is taken over later). */
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('reminder_claims_target_key').on(t.target, t.dueDate, t.channel),
    index('reminder_claims_debtor_idx').on(t.debtorNr),
  ],
);

/**
 * Consent to receive payment demands electronically (Debt Collection Act 5 a, as amended by
 * 299/2022): channel and address, collector, the cases it covers, when and how it was given,
 * until when it holds (at most 12 months) and when it was withdrawn.
 */
export const paymentDemandConsents = pgTable(
  'payment_demand_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    debtorNr: integer('debtor_nr')
      .notNull()
      .references(() => debtors.nr, { onDelete: 'cascade' }),
    /** email or sms */
    channel: text('channel').notNull(),
    /** The e-mail address, or the phone number with its country code. */
    address: text('address').notNull(),
    collector: text('collector').notNull(),
    /** Case numbers (orderNr) of the debts open when the consent was given. */
    caseNumbers: integer('case_numbers').array().notNull(),
    givenAt: instant('given_at').notNull(),
    /** Last day the consent holds (at most 12 months after it was given). */
    validUntil: day('valid_until').notNull(),
    /** How: `portal`; by whom: the session's login type. */
    method: text('method').notNull(),
    loginType: integer('login_type').notNull(),
    withdrawnAt: instant('withdrawn_at'),
  },
  (t) => [index('payment_demand_consents_debtor_idx').on(t.debtorNr)],
);
