/**
 * Consent to receive payment demands electronically (Debt Collection Act 5 a as amended by
 * 299/2022, in force 1 May 2022): it names the channel and address, the collector and the
 * debts it covers, holds at most 12 months and can be withdrawn at any time. Stored with who
 * gave it (the debtor, the session's login type) and how (the portal). A case-number login may
 * give and withdraw the consent of its own debtor; it covers, and shows, its own case only.
 */
import type { components } from '@portal/openapi';
import { type Clock, todayInHelsinki } from '../lib/dates';
import type {
  PaymentDemandConsentRow,
  ReminderRepository,
} from '../repositories/reminder-repository';
import { PAYEE } from './debtor';
import { consentState, consentValidUntil } from '../rules/reminder-rules';
import type { Session } from './sessions';

type S = components['schemas'];
export type PaymentDemandConsent = S['PaymentDemandConsent'];
export type ConsentResult =
  { ok: true; consent: PaymentDemandConsent } | { ok: false; errorCode: string };

export const NO_ADDRESS = 'error.paymentDemandConsent.1';
export const NO_OPEN_DEBT = 'error.paymentDemandConsent.2';
export const NOT_VALID = 'error.paymentDemandConsent.3';

const NONE: PaymentDemandConsent = {
  state: 'none',
  channel: null,
  address: null,
  collector: null,
  caseNumbers: [],
  givenAt: null,
  validUntil: null,
  withdrawnAt: null,
  method: null,
  loginType: null,
};

export class PaymentDemandConsentService {
  constructor(
    private readonly repository: ReminderRepository,
    private readonly clock: Clock,
  ) {}

  async read(session: Session): Promise<PaymentDemandConsent> {
    const row = await this.repository.latestConsent(session.debtorNr);
    return this.shape(session, row);
  }

  async give(session: Session, channel: 'email' | 'sms'): Promise<ConsentResult> {
    const addresses = await this.repository.addresses(session.debtorNr);
    const address = channel === 'email' ? addresses.email : addresses.phone;
    if (!address) return { ok: false, errorCode: NO_ADDRESS };
    const caseNumbers = await this.repository.openCaseNumbers(
      session.debtorNr,
      session.level === 'strong' ? null : session.scopeDebtNr,
    );
    if (caseNumbers.length === 0) return { ok: false, errorCode: NO_OPEN_DEBT };
    const now = this.clock();
    const row = await this.repository.giveConsent({
      debtorNr: session.debtorNr,
      channel,
      address,
      collector: PAYEE.name,
      caseNumbers,
      givenAt: now,
      validUntil: consentValidUntil(todayInHelsinki(now)),
      method: 'portal',
      loginType: session.loginType,
    });
    return { ok: true, consent: await this.shape(session, row) };
  }

  async withdraw(session: Session): Promise<ConsentResult> {
    const latest = await this.repository.latestConsent(session.debtorNr);
    const today = todayInHelsinki(this.clock());
    if (!latest || consentState(latest, today) !== 'valid') {
      return { ok: false, errorCode: NOT_VALID };
    }
    const row = await this.repository.withdrawConsent(latest.id, this.clock());
    if (!row) return { ok: false, errorCode: NOT_VALID };
    return { ok: true, consent: await this.shape(session, row) };
  }

  private async shape(
    session: Session,
    row: PaymentDemandConsentRow | undefined,
  ): Promise<PaymentDemandConsent> {
    if (!row) return NONE;
    let caseNumbers = row.caseNumbers;
    if (session.level !== 'strong') {
      const own =
        session.scopeDebtNr === null
          ? null
          : await this.repository.caseNumberOf(session.scopeDebtNr);
      caseNumbers = caseNumbers.filter((n) => n === own);
    }
    return {
      state: consentState(row, todayInHelsinki(this.clock())),
      channel: row.channel as 'email' | 'sms',
      address: row.address,
      collector: row.collector,
      caseNumbers,
      givenAt: row.givenAt.toISOString(),
      validUntil: row.validUntil,
      withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
      method: row.method,
      loginType: row.loginType,
    };
  }
}
