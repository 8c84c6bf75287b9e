import type { components } from '@portal/openapi';
import type { Clock } from '../lib/dates';
import type { ConsentRepository } from '../repositories/consent-repository';
import type { Session } from './sessions';

type S = components['schemas'];

/** Cookie and tracking consent, kept with a time stamp as evidence (spec 2). */
export class ConsentService {
  constructor(
    private readonly repository: ConsentRepository,
    private readonly clock: Clock,
  ) {}

  async save(session: Session | null, body: S['CookieSettings']): Promise<void> {
    await this.repository.insert({
      debtorNr: session?.debtorNr ?? null,
      necessary: true,
      cookies: body.Cookies,
      tracking: body.Tracking,
      createdAt: this.clock(),
    });
  }
}
