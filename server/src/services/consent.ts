import type { components } from '@portal/openapi';
import type { Db } from '../db/client';
import { cookieConsents } from '../db/schema';
import type { Clock } from '../lib/dates';
import type { Session } from './sessions';

type S = components['schemas'];

/** Cookie and tracking consent, kept with a time stamp as evidence (spec 2). */
export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async save(session: Session | null, body: S['CookieSettings']): Promise<void> {
    await this.db.insert(cookieConsents).values({
      debtorNr: session?.debtorNr ?? null,
      necessary: true,
      cookies: body.Cookies,
      tracking: body.Tracking,
      createdAt: this.clock(),
    });
  }
}
