import { sql } from 'drizzle-orm';
import { type Db, migrationsApplied } from '../db/client';
import type { Clock } from '../lib/dates';
import type { Providers } from '../providers/types';
import { DebtorRepository } from '../repositories/debtor-repository';
import { ReminderRepository } from '../repositories/reminder-repository';
import { PaymentsRepository } from '../repositories/payments-repository';
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
import { SessionService } from './sessions';
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
  const sessions = new SessionService(db, tokenSecret, clock);
  const throttle = new LoginThrottle(db, clock, throttleLimits);
  const repository = new DebtorRepository(db);
  const plans = new PlanService(db, repository, clock);
  const documents = new DocumentService(db, repository, providers.documents, clock);
  const paymentService = new PaymentService(
    db,
    repository,
    new PaymentsRepository(db),
    providers.payments,
    clock,
    payments,
  );
  const reminderRepository = new ReminderRepository(db);
  return {
    sessions,
    login: new LoginService(db, sessions, throttle, providers.identity, clock),
    debtor: new DebtorService(repository, (debtorNr) => paymentService.settleDue(debtorNr), clock),
    contacts: new ContactService(db, clock),
    content: new ContentService(db, clock),
    feedback: new FeedbackService(db, clock, tokenSecret),
    payments: paymentService,
    plans,
    caseActions: new CaseActionService(db, repository, clock, providers.mail),
    consent: new ConsentService(db, clock),
    judgement: new JudgementService(
      db,
      repository,
      providers.signing,
      providers.mail,
      providers.documents,
      clock,
      publicUrl,
    ),
    documents,
    dataExport: new DataExportService(new DataExportRepository(db), providers.documents, clock),
    reminders: new ReminderService(reminderRepository, providers.mail, providers.sms, clock),
    paymentDemandConsent: new PaymentDemandConsentService(reminderRepository, clock),
    writeLimiter: new WriteLimiter(throttle, clock),
    uploadQuota: new UploadQuota(db, clock),
    reconciliation: new ReconciliationService(
      db,
      repository,
      plans,
      documents,
      providers.signing,
      clock,
      publicUrl,
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
