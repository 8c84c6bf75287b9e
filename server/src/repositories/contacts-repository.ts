/** SQL of the debtor's phone numbers, e-mail addresses and their permissions (spec 5). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { debtorEmails, debtorPhones, debtors } from '../db/schema';

export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /** The debtor's flags that decide whether contacts may change; undefined when gone. */
  async debtorFlags(debtorNr: number) {
    const [row] = await this.db
      .select({
        isCompany: debtors.isCompany,
        hidePersonalInfo: debtors.hidePersonalInfo,
        hideContactInformation: debtors.hideContactInformation,
      })
      .from(debtors)
      .where(eq(debtors.nr, debtorNr));
    return row;
  }

  async phoneCount(debtorNr: number): Promise<number> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debtorPhones)
      .where(eq(debtorPhones.debtorNr, debtorNr));
    return Number(count?.n ?? 0);
  }

  /** Adds a Finnish mobile number, or sets the SMS permission of one already there. */
  async upsertPhone(debtorNr: number, number: string, smsAllowed: boolean): Promise<void> {
    await this.db
      .insert(debtorPhones)
      .values({ debtorNr, number, landCode: '+358', type: 'mobile', smsAllowed })
      .onConflictDoUpdate({
        target: [debtorPhones.debtorNr, debtorPhones.number],
        set: { smsAllowed },
      });
  }

  async emailCount(debtorNr: number): Promise<number> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debtorEmails)
      .where(eq(debtorEmails.debtorNr, debtorNr));
    return Number(count?.n ?? 0);
  }

  /** Adds an e-mail address, or sets the permission of one already there. */
  async upsertEmail(debtorNr: number, emailAddress: string, emailAllowed: boolean): Promise<void> {
    await this.db
      .insert(debtorEmails)
      .values({ debtorNr, emailAddress, emailAllowed })
      .onConflictDoUpdate({
        target: [debtorEmails.debtorNr, debtorEmails.emailAddress],
        set: { emailAllowed },
      });
  }

  async setContactPromptAskedAt(debtorNr: number, at: Date): Promise<void> {
    await this.db.update(debtors).set({ contactPromptAskedAt: at }).where(eq(debtors.nr, debtorNr));
  }

  async setAllowed(debtorNr: number, type: 'phone' | 'email', allow: boolean): Promise<void> {
    await this.db
      .update(debtors)
      .set(type === 'phone' ? { isSmsAllowed: allow } : { isEmailAllowed: allow })
      .where(and(eq(debtors.nr, debtorNr)));
  }
}
