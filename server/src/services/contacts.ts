import type { Clock } from '../lib/dates';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import type { ContactsRepository } from '../repositories/contacts-repository';
import type { Session } from './sessions';

export type ContactType = 'phone' | 'email';

/** At most this many phone numbers or e-mail addresses per debtor. */
export const MAX_CONTACTS = 10;

export type AddContactResult = { added: true } | { added: false; errorCode: string };

/** Phone numbers and e-mail addresses of the debtor, and the SMS and e-mail permissions (spec 5). */
export class ContactService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly clock: Clock,
  ) {}

  private async debtor(session: Session) {
    const row = await this.repository.debtorFlags(session.debtorNr);
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
      if ((await this.repository.phoneCount(session.debtorNr)) >= MAX_CONTACTS)
        return { added: false, errorCode: 'error.generic.0' };
      await this.repository.upsertPhone(session.debtorNr, number, body.Allow);
      return { added: true };
    }

    const address = body.Text.trim();
    if ((await this.repository.emailCount(session.debtorNr)) >= MAX_CONTACTS)
      return { added: false, errorCode: 'error.generic.0' };
    const allowed = body.Allow && !debtor.isCompany;
    await this.repository.upsertEmail(session.debtorNr, address, allowed);
    return { added: true };
  }

  /**
   * spec 4: the portal asked for a missing e-mail or phone now. Kept with the contact data, so
   * the once-a-month rule holds across logins and devices (the browser's storage is cleared at
   * logout).
   */
  async markQueried(session: Session): Promise<void> {
    await this.repository.setContactPromptAskedAt(session.debtorNr, this.clock());
  }

  /** `isSMSAllowed` (phone) or `isEmailAllowed` (email); companies have no e-mail choice. */
  async setAllowed(session: Session, type: ContactType, allow: boolean): Promise<void> {
    const debtor = await this.debtor(session);
    if (debtor.hidePersonalInfo || debtor.hideContactInformation) throw forbidden();
    if (type === 'email' && debtor.isCompany) throw forbidden();
    await this.repository.setAllowed(session.debtorNr, type, allow);
  }
}
