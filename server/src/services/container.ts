import { sql } from 'drizzle-orm';
import { type Db, migrationsApplied } from '../db/client';
import type { Clock } from '../lib/dates';
import type { Providers } from '../providers/types';
import { DebtorRepository } from '../repositories/debtor-repository';
import { ReminderRepository } from '../repositories/reminder-repository';
import { PaymentsRepository } from '../repositories/payments-repository';
import { ConsentRepository } from '../repositories/consent-repository';
import { SessionsRepository, TokenSecretRepository } from '../repositories/sessions-repository';
import { SettlementRepository } from '../repositories/settlement-repository';
import { LoginRepository } from '../repositories/login-repository';
import { CaseActionsRepository } from '../repositories/case-actions-repository';
import { PlansRepository } from '../repositories/plans-repository';
import { ContactsRepository } from '../repositories/contacts-repository';
import { ContentRepository } from '../repositories/content-repository';
import { FeedbackRepository } from '../repositories/feedback-repository';
import { JudgementRepository } from '../repositories/judgement-repository';
import { SigningTaskRepository } from '../repositories/signing-tasks-repository';
import { ThrottleRepository } from '../repositories/throttle-repository';
import { UploadQuotaRepository } from '../repositories/upload-quota-repository';
import { PaymentDemandConsentService } from './payment-demand-consent';
import { ReminderService } from './reminders';
import { CaseActionService } from './case-actions';
import { ConsentService } from './consent';
import { ContactService } from './contacts';
import { JudgementService } from './judgement';
import { ContentService } from './content';
import { DebtorService } from './debtor';
import { DataExportRepository } from '../repositories/data-export-repository';
import { DataExportService } from './data-export';
import { DocumentService } from './documents';
import { FeedbackService } from './feedback';
import { LoginService } from './login';
import { type PaymentOptions, PaymentService } from './payments';
import { PlanService } from './plans';
import { ReconciliationService } from './reconciliation';
import { SigningNoticeService } from './signing-notices';
import { loadTokenSecret, SessionService } from './sessions';
import { LoginThrottle, type ThrottleLimits, WriteLimiter } from './throttle';
import { UploadQuota } from './upload-quota';

/** Every service of the server, wired to one database, clock and set of providers. */
export interface Services {
  sessions: SessionService;
  login: LoginService;
  debtor: DebtorService;
  contacts: ContactService;
  content: ContentService;
  feedback: FeedbackService;
  payments: PaymentService;
  plans: PlanService;
  caseActions: CaseActionService;
  consent: ConsentService;
  judgement: JudgementService;
  documents: DocumentService;
  /** Everything held about the debtor (GDPR Article 15), JSON and PDF. */
  dataExport: DataExportService;
  reconciliation: ReconciliationService;
  /** The signing service's callbacks (settlement signatures, court-decision identifications). */
  signingNotices: SigningNoticeService;
  /** Installment and due-date reminders: the debtor's choice and the sending job. */
  reminders: ReminderService;
  /** Consent to receive payment demands electronically. */
  paymentDemandConsent: PaymentDemandConsentService;
  /** Limits feedback and consent writes, which need no login. */
  writeLimiter: WriteLimiter;
  /** A debtor's attachments per day. */
  uploadQuota: UploadQuota;
  /** True when the database answers within a second (liveness, `GET /api/health`). */
  health(): Promise<boolean>;
  /**
   * True when the database answers within a second and has every migration of this build
   * applied (readiness, `GET /api/ready`: a load balancer or Kubernetes sends traffic only then).
   */
  ready(): Promise<boolean>;
  /** Shutting down: not ready any more, and every answer closes its connection. */
  drain(): void;
  draining(): boolean;
}

export interface ServiceOptions {
  db: Db;
  clock: Clock;
  providers: Providers;
  tokenSecret: Uint8Array;
  throttleLimits: ThrottleLimits;
  payments: PaymentOptions;
  publicUrl: string;
}

/**
 * The session token secret: `configured` (SESSION_SECRET), else the one kept in the database.
 * Read before the services are built: the sandbox providers sign with it too.
 */
export function tokenSecretOf(db: Db, configured: string | undefined): Promise<Uint8Array> {
  return loadTokenSecret(new TokenSecretRepository(db), configured);
}

export function createServices({
  db,
  clock,
  providers,
  tokenSecret,
  throttleLimits,
  payments,
  publicUrl,
}: ServiceOptions): Services {
  let draining = false;
  const sessions = new SessionService(new SessionsRepository(db), clock);
  const throttle = new LoginThrottle(new ThrottleRepository(db), clock, throttleLimits);
  const repository = new DebtorRepository(db);
  const plans = new PlanService(new PlansRepository(db), repository, clock);
  const documents = new DocumentService(repository, providers.documents, clock);
  const settlements = new SettlementRepository(db);
  const paymentService = new PaymentService(
    repository,
    new PaymentsRepository(db),
    settlements,
    providers.payments,
    clock,
    payments,
  );
  const reminderRepository = new ReminderRepository(db);
  const signingTasks = new SigningTaskRepository(db);
  const judgement = new JudgementService(
    new JudgementRepository(db),
    signingTasks,
    repository,
    providers.signing,
    providers.mail,
    providers.documents,
    clock,
    publicUrl,
  );
  const reconciliation = new ReconciliationService(
    settlements,
    repository,
    plans,
    signingTasks,
    documents,
    providers.signing,
    clock,
    publicUrl,
  );
  return {
    sessions,
    login: new LoginService(new LoginRepository(db), sessions, throttle, providers.identity, clock),
    debtor: new DebtorService(repository, (debtorNr) => paymentService.settleDue(debtorNr), clock),
    contacts: new ContactService(new ContactsRepository(db), clock),
    content: new ContentService(new ContentRepository(db), clock),
    feedback: new FeedbackService(new FeedbackRepository(db), clock, tokenSecret),
    payments: paymentService,
    plans,
    caseActions: new CaseActionService(
      new CaseActionsRepository(db),
      repository,
      clock,
      providers.mail,
    ),
    consent: new ConsentService(new ConsentRepository(db), clock),
    judgement,
    documents,
    dataExport: new DataExportService(new DataExportRepository(db), providers.documents, clock),
    reminders: new ReminderService(reminderRepository, providers.mail, providers.sms, clock),
    paymentDemandConsent: new PaymentDemandConsentService(reminderRepository, clock),
    writeLimiter: new WriteLimiter(throttle, clock),
    uploadQuota: new UploadQuota(new UploadQuotaRepository(db), clock),
    reconciliation,
    signingNotices: new SigningNoticeService(
      signingTasks,
      providers.signing,
      clock,
      judgement,
      reconciliation,
    ),
    health: () => withinASecond(db.execute(sql`SELECT 1`).then(() => true)),
    ready: () => (draining ? Promise.resolve(false) : withinASecond(migrationsApplied(db))),
    drain: () => void (draining = true),
    draining: () => draining,
  };
}

/** The check's answer, or false when it fails or takes longer than a second. */
async function withinASecond(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 1000);
  });
  try {
    return await Promise.race([check, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
