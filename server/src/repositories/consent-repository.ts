/** SQL of cookie and tracking consent (spec 2): each choice stored with its time as evidence. */
import type { Db } from '../db/client';
import { cookieConsents } from '../db/schema';

export class ConsentRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof cookieConsents.$inferInsert): Promise<void> {
    await this.db.insert(cookieConsents).values(values);
  }
}
