import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/dates';
import { debtorEmails, debtorPhones, debtors } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import type { Session } from './sessions';

export type ContactType = 'phone' | 'email';

/** At most this many phone numbers or e-mail addresses per debtor. */
export const MAX_CONTACTS = 10;

export type AddContactResult = { added: true } | { added: false; errorCode: string };

/** Phone numbers and e-mail addresses of the debtor, and the SMS and e-mail permissions (spec 5). */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async debtor(session: Session) {
    const [row] = await this.db
      .select({
        isCompany: debtors.isCompany,
        hidePersonalInfo: debtors.hidePersonalInfo,
        hideContactInformation: debtors.hideContactInformation,
      })
      .from(debtors)
      .where(eq(debtors.nr, session.debtorNr));
    if (!row) throw unauthorized();
    return row;
  }

  async add(
    session: Session,
    pathType: ContactType,
    body: { ContactType: ContactType; Text: string; Allow: boolean },
  ): Promise<AddContactResult> {
    // The contract's body schema checks the format; the path and the body must agree.
    if (body.ContactType !== pathType) throw badRequest();
    const debtor = await this.debtor(session);
    if (debtor.hidePersonalInfo || debtor.hideContactInformation) throw forbidden();

    if (pathType === 'phone') {
      // spec 5: entered without +358 and without the leading zero (the schema refuses a 0).
      const number = body.Text;
      const [count] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(debtorPhones)
        .where(eq(debtorPhones.debtorNr, session.debtorNr));
      if (Number(count?.n ?? 0) >= MAX_CONTACTS)
        return { added: false, errorCode: 'error.generic.0' };
      await this.db
        .insert(debtorPhones)
        .values({
          debtorNr: session.debtorNr,
          number,
          landCode: '+358',
          type: 'mobile',
          smsAllowed: body.Allow,
        })
        .onConflictDoUpdate({
          target: [debtorPhones.debtorNr, debtorPhones.number],
          set: { smsAllowed: body.Allow },
        });
      return { added: true };
    }

    const address = body.Text.trim();
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debtorEmails)
      .where(eq(debtorEmails.debtorNr, session.debtorNr));
    if (Number(count?.n ?? 0) >= MAX_CONTACTS)
      return { added: false, errorCode: 'error.generic.0' };
    const allowed = body.Allow && !debtor.isCompany;
    await this.db
      .insert(debtorEmails)
      .values({ debtorNr: session.debtorNr, emailAddress: address, emailAllowed: allowed })
      .onConflictDoUpdate({
        target: [debtorEmails.debtorNr, debtorEmails.emailAddress],
        set: { emailAllowed: allowed },
      });
    return { added: true };
  }

  /**
   * spec 4: the portal asked for a missing e-mail or phone now. Kept with the contact data, so
   * the once-a-month rule holds across logins and devices (the browser's storage is cleared at
   * logout).
   */
  async markQueried(session: Session): Promise<void> {
    await this.db
      .update(debtors)
      .set({ contactPromptAskedAt: this.clock() })
      .where(eq(debtors.nr, session.debtorNr));
  }

  /** `isSMSAllowed` (phone) or `isEmailAllowed` (email); companies have no e-mail choice. */
  async setAllowed(session: Session, type: ContactType, allow: boolean): Promise<void> {
    const debtor = await this.debtor(session);
    if (debtor.hidePersonalInfo || debtor.hideContactInformation) throw forbidden();
    if (type === 'email' && debtor.isCompany) throw forbidden();
    await this.db
      .update(debtors)
      .set(type === 'phone' ? { isSmsAllowed: allow } : { isEmailAllowed: allow })
      .where(and(eq(debtors.nr, session.debtorNr)));
  }
}
