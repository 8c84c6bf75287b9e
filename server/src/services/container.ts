import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/dates';
import type { Providers } from '../providers/types';
import { DebtorRepository } from '../repositories/debtor-repository';
import { ContactService } from './contacts';
import { ContentService } from './content';
import { DebtorService } from './debtor';
import { DocumentService } from './documents';
import { FeedbackService } from './feedback';
import { LoginService } from './login';
import { PaymentService } from './payments';
import { SessionService } from './sessions';
import { LoginThrottle, type ThrottleLimits } from './throttle';

/** Every service of the server, wired to one database, clock and set of providers. */
export interface Services {
  sessions: SessionService;
  login: LoginService;
  debtor: DebtorService;
  contacts: ContactService;
  content: ContentService;
  feedback: FeedbackService;
  payments: PaymentService;
  documents: DocumentService;
  /** True when the database answers within a second. */
  health(): Promise<boolean>;
}

export interface ServiceOptions {
  db: Db;
  clock: Clock;
  providers: Providers;
  tokenSecret: Uint8Array;
  throttleLimits: ThrottleLimits;
}

export function createServices({
  db,
  clock,
  providers,
  tokenSecret,
  throttleLimits,
}: ServiceOptions): Services {
  const sessions = new SessionService(db, tokenSecret, clock);
  const throttle = new LoginThrottle(db, clock, throttleLimits);
  const repository = new DebtorRepository(db);
  return {
    sessions,
    login: new LoginService(db, sessions, throttle, providers.identity, clock),
    debtor: new DebtorService(repository),
    contacts: new ContactService(db),
    content: new ContentService(db, clock),
    feedback: new FeedbackService(db, clock),
    payments: new PaymentService(db),
    documents: new DocumentService(db, repository, providers.documents, clock),
    async health() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 1000);
      });
      try {
        return await Promise.race([db.execute(sql`SELECT 1`).then(() => true as const), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
