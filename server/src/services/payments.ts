import { randomBytes } from 'node:crypto';
import {
  type components,
  isPaidInPortal,
  type LanguageId,
  MIN_CUSTOM_PAYMENT_CENTS,
  NOT_PAID_HERE_ERROR,
} from '@portal/openapi';
import { badRequest, notFound } from '../http/errors';
import type { Clock } from '../lib/dates';
import { type Cents, cents, centsToEuros, eurosToCents, sumCents } from '../lib/money';
import { PaymentProviderError } from '../providers/paytrail';
import type { PaymentMethodGroup, PaymentProvider, ProviderLog } from '../providers/types';
import type { DebtorRepository } from '../repositories/debtor-repository';
import type { PaymentsRepository } from '../repositories/payments-repository';
import type { SettlementRepository } from '../repositories/settlement-repository';
import { isActivePlanType, isEnded, RECONCILIATION_PLAN_TYPE } from '../rules/debt-rules';
import { debtFigures } from '../rules/debt-card-rules';
import {
  bookingStep,
  mismatchOf,
  type ProviderResult,
  refundWay,
  resultOfParams,
  stalledOutcome,
  type TransactionStatus,
  wentThrough,
} from '../rules/payment-rules';
import type { Session } from './sessions';

type S = components['schemas'];

export interface PaymentOptions {
  /** `${PUBLIC_URL}/payment/verify`. */
  returnUrl: string;
  /** `${PUBLIC_URL}/api/payments/callback`: the provider's server-to-server callback. */
  callbackUrl: string;
  /** How long a confirmed payment stays pending before the provider settles it. */
  settleDelayMs: number;
}

/** A refusal the portal shows: the payment provider did not answer (try again shortly). */
export const PROVIDER_UNAVAILABLE = 'payment.providerUnavailable';

/** A refusal the portal shows (HTTP 200, status 1): a debt in the cart is already being paid. */
export const PENDING_BLOCK = 'blockPendingOrdersText';

export type FormDataOutcome =
  { ok: true; result: S['PaymentFormData'] } | { ok: false; errorCode: string };

interface PreparedItem {
  debtNr: number;
  planNr: number | null;
  amountCents: Cents;
  description: string | null;
}

/**
 * Payments with a provider (spec 4 and 7): the cart is checked against the database, the
 * provider's signed return and callback (and its status query, for stalled payments) are
 * verified and applied once by one booking function, and a confirmed payment is booked on the
 * debts when the provider settles it.
 */
export class PaymentService {
  /**
   * Told every payment result received, by source and outcome (the app counts them for its
   * metrics); a no-op until set.
   */
  onOutcome: (source: 'return' | 'callback' | 'status', outcome: string) => void = () => undefined;

  constructor(
    private readonly repository: DebtorRepository,
    private readonly payments: PaymentsRepository,
    private readonly settlements: SettlementRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly options: PaymentOptions,
  ) {}

  /**
   * The payments pending at the provider for the session's debts. One statement in the usual
   * case; when it reports payments due for settlement they are booked first and read again.
   */
  async pending(session: Session): Promise<S['PendingPayments']> {
    let read = await this.repository.pendingPayments(session, this.clock());
    if (read.settleDue) {
      await this.settleDue(session.debtorNr);
      read = await this.repository.pendingPayments(session, this.clock());
    }
    const { rows } = read;
    const debtNrs = [...new Set(rows.map((r) => r.debtNr))].sort((a, b) => a - b);
    // Each debt's pending amount is what its items stored when the bank flow started, summed
    // over its pending payments: the portal tells the debtor whether the payment counts.
    const amounts = debtNrs.map((debtNr) => ({
      debtNr,
      amount: centsToEuros(
        sumCents(rows.filter((r) => r.debtNr === debtNr).map((r) => cents(r.amountCents))),
      ),
    }));
    return {
      pending: rows.length > 0,
      debtNrs,
      amounts,
      paymentType: (rows[0]?.paymentType as S['PaymentType'] | undefined) ?? null,
    };
  }

  /**
   * Prepares the provider form for a cart. Every amount is recomputed: a whole debt is what is
   * left, an installment is the plan's real next installment, a custom amount is between 5 euros
   * and what is left. Altered amounts are refused (400), other debtors' debts answer 404, and a
   * debt that is not paid here (debt restructuring) is refused with `error.payment.1`.
   */
  async formData(
    session: Session,
    body: S['PaymentFormDataRequest'],
    log?: ProviderLog,
  ): Promise<FormDataOutcome> {
    if (body.DebtorNr !== session.debtorNr) throw notFound();
    await this.settleDue(session.debtorNr);
    const cart = body.PaymentCart;
    const debtNrs = cart.map((item) => item.debtNr);
    if (new Set(debtNrs).size !== debtNrs.length) throw badRequest();
    if (body.PaymentItem && !cart.some((i) => i.debtNr === body.PaymentItem!.debtNr)) {
      throw badRequest();
    }
    const types = new Set(cart.map((i) => i.paymentType));
    if (types.size > 1 || (cart.length > 1 && !types.has('multiple'))) throw badRequest();
    const paymentType = cart[0]!.paymentType;

    const prepared: PreparedItem[] = [];
    const usedPlans = new Set<number>();
    for (const item of cart) {
      const debt = await this.repository.scopedDebt(session, item.debtNr);
      if (!debt) throw notFound();
      if (isEnded(debt.state)) throw badRequest();
      // A debt in debt restructuring is paid only under the court-confirmed programme (the
      // rule shared with the portal): refused before anything is stored.
      if (!isPaidInPortal(debt.state, false)) return { ok: false, errorCode: NOT_PAID_HERE_ERROR };
      const cents = eurosToCents(item.amount);
      if (cents === null || cents <= 0) throw badRequest();
      const figures = debtFigures(
        debt,
        await this.repository.billsOf(debt.nr),
        await this.repository.paymentsOf(debt.nr),
      );
      let planNr: number | null = null;
      switch (item.paymentType) {
        case 'single':
        case 'multiple':
          if (item.msnr !== undefined && item.msnr !== null) throw badRequest();
          if (cents !== figures.left) throw badRequest();
          break;
        case 'custom':
          if (item.msnr !== undefined && item.msnr !== null) throw badRequest();
          if (cents < MIN_CUSTOM_PAYMENT_CENTS || cents > figures.left) throw badRequest();
          break;
        case 'installment':
        case 'reconciliation': {
          if (item.msnr === undefined || item.msnr === null) throw badRequest();
          if (usedPlans.has(item.msnr)) throw badRequest();
          const next = await this.nextInstallment(session, item.msnr, debt.nr, item.paymentType);
          if (!next || cents !== next.dueCents) throw badRequest();
          usedPlans.add(item.msnr);
          planNr = item.msnr;
          break;
        }
      }
      prepared.push({
        debtNr: debt.nr,
        planNr,
        amountCents: cents,
        description: item.description ?? null,
      });
    }

    if (await this.payments.pendingFor(session.debtorNr, debtNrs)) {
      return { ok: false, errorCode: PENDING_BLOCK };
    }

    const amountCents = sumCents(prepared.map((item) => item.amountCents));
    const stamp = randomBytes(18).toString('base64url');
    const reference = await this.payments.referenceFor(prepared[0]!.debtNr);
    // The provider first: a payment it refused leaves nothing behind here.
    let form;
    try {
      form = await this.provider.createPayment({
        stamp,
        reference,
        amountCents,
        method: body.Method,
        lang: body.Language,
        returnUrl: this.options.returnUrl,
        callbackUrls: { success: this.options.callbackUrl, cancel: this.options.callbackUrl },
        ...(log ? { log } : {}),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError)
        return { ok: false, errorCode: PROVIDER_UNAVAILABLE };
      throw error;
    }
    const id = await this.payments.create({
      debtorNr: session.debtorNr,
      stamp,
      provider: body.Method,
      paymentType,
      amountCents,
      reference,
      now: this.clock(),
      items: prepared,
    });
    await this.payments.setProviderTransactionId(id, form.transactionId);
    return {
      ok: true,
      result: { url: form.url, parameters: form.parameters, amount: centsToEuros(amountCents) },
    };
  }

  /**
   * The payment methods of the bank selection, as the provider lists and groups them (spec:
   * payment provider id, name, logo); null when the provider gives no list.
   */
  async methods(lang: LanguageId, log?: ProviderLog): Promise<PaymentMethodGroup[] | null> {
    try {
      return await this.provider.paymentMethods(lang, undefined, log);
    } catch (error) {
      if (error instanceof PaymentProviderError) return null;
      throw error;
    }
  }

  /** The unpaid part of the plan's next installment, when the plan is the debtor's and fits the type. */
  private async nextInstallment(
    session: Session,
    planNr: number,
    debtNr: number,
    type: 'installment' | 'reconciliation',
  ): Promise<{ sequence: number; dueCents: number } | null> {
    const found = await this.repository.scopedPlan(session, planNr);
    if (!found) return null;
    const fits =
      type === 'installment'
        ? isActivePlanType(found.plan.type)
        : found.plan.type === RECONCILIATION_PLAN_TYPE;
    if (!fits || !found.debts.some((d) => d.debtNr === debtNr)) return null;
    // The first settlement installment is paid once the settlement is signed, and only then.
    if (type === 'reconciliation' && !(await this.settlements.awaitsPayment(planNr))) return null;
    const next = found.installments.find((i) => i.paidCents < i.amountCents);
    return next ? { sequence: next.sequence, dueCents: next.amountCents - next.paidCents } : null;
  }

  /**
   * The browser's return from the bank (`/payment/verify`). With a session the stamp must be
   * one this debtor started (else 404); without one (the session ended at the bank) the signed
   * parameters alone book the payment of their own stamp, and the answer says no more than
   * whether it went through. Anything unsigned, altered or not this payment's: 400.
   */
  async confirm(
    session: Session | null,
    query: Record<string, string>,
  ): Promise<{ status: boolean }> {
    const outcome = await this.receive(query, 'return', session?.debtorNr);
    if (outcome.ok) return { status: outcome.status };
    throw outcome.reason === 'unknown' && session ? notFound() : badRequest();
  }

  /**
   * The provider's server-to-server callback: verified exactly like the return; the first of
   * the two to arrive books, the other is a no-op. A refusal carries its reason for the log.
   */
  async callback(query: Record<string, string>): Promise<ReceiveOutcome> {
    return this.receive(query, 'callback');
  }

  /** A return or callback, verified and booked; its outcome is reported to `onOutcome`. */
  private async receive(
    query: Record<string, string>,
    via: 'return' | 'callback',
    debtorNr?: number,
  ): Promise<ReceiveOutcome> {
    const outcome = await this.verifyAndBook(query, via, debtorNr);
    this.onOutcome(via, outcomeName(outcome));
    return outcome;
  }

  /** Signature, then the parameters, then the booking. */
  private async verifyAndBook(
    query: Record<string, string>,
    via: 'return' | 'callback',
    debtorNr?: number,
  ): Promise<ReceiveOutcome> {
    if (!this.provider.verifyReturn(query)) return { ok: false, reason: 'signature' };
    const parsed = resultOfParams(query);
    if (!parsed.ok) return parsed;
    return this.book(parsed.result, via, debtorNr);
  }

  /**
   * The one booking function of return, callback and status check: the provider's verified
   * answer must be about this payment (`mismatchOf`); then a payment still at the bank moves on
   * once (`bookingStep`; the database decides which of racing callers moves it), and every
   * caller answers the status as it stands.
   */
  async book(
    result: ProviderResult,
    via: 'return' | 'callback' | 'status',
    debtorNr?: number,
  ): Promise<ReceiveOutcome> {
    const transaction = await this.payments.byStamp(result.stamp, debtorNr);
    if (!transaction) return { ok: false, reason: 'unknown' };
    const mismatch = mismatchOf(result, transaction, this.provider.merchantAccount);
    if (mismatch) return { ok: false, reason: mismatch };
    const step = bookingStep(transaction.status as TransactionStatus, result.status);
    if (step) {
      const now = this.clock();
      const moved = await this.payments.moveOn(
        transaction.id,
        step,
        {
          providerTransactionId: result.transactionId,
          settleAt: new Date(now.getTime() + this.options.settleDelayMs),
          via,
          now,
        },
        transaction.paymentType,
      );
      if (moved) return { ok: true, status: wentThrough(step) };
    } else if (transaction.status !== 'new') {
      // Moved on before: the status read is the answer (it only moves forward).
      return { ok: true, status: wentThrough(transaction.status as TransactionStatus) };
    }
    // Moved by a racing caller in the meantime, or still waiting at the bank: read it again.
    const status = (await this.payments.statusOf(transaction.id)) as TransactionStatus;
    return { ok: true, status: wentThrough(status) };
  }

  /**
   * The status check of stalled payments (one round; `runOnce`-style for a job runner): each
   * payment at the bank for longer than `stalledAfterMs` with neither return nor callback is
   * asked about by transaction id; the provider's answer books it, cancels it or leaves it
   * waiting (`stalledOutcome`). A payment is asked about at most once per `recheckMs`.
   */
  async checkStalled(options: {
    stalledAfterMs: number;
    recheckMs: number;
    limit?: number;
  }): Promise<StatusCheckRound> {
    const now = this.clock();
    const round: StatusCheckRound = { checked: 0, booked: 0, cancelled: 0, waiting: 0 };
    const stalled = await this.payments.stalled(
      new Date(now.getTime() - options.stalledAfterMs),
      new Date(now.getTime() - options.recheckMs),
      options.limit ?? 50,
    );
    for (const transaction of stalled) {
      round.checked += 1;
      await this.payments.markStatusChecked(transaction.id, now);
      const answer = transaction.providerTransactionId
        ? await this.provider.paymentStatus(transaction.providerTransactionId)
        : null;
      const outcome = stalledOutcome(
        answer?.status ?? null,
        now.getTime() - transaction.createdAt.getTime(),
      );
      if (outcome === 'book' && answer) {
        const booked = await this.book(answer, 'status', transaction.debtorNr);
        if (booked.ok && booked.status) round.booked += 1;
        else round.waiting += 1;
        this.onOutcome('status', outcomeName(booked));
      } else if (outcome === 'cancel') {
        const moved = await this.payments.moveOn(transaction.id, 'fail', {
          providerTransactionId: transaction.providerTransactionId ?? '',
          settleAt: now,
          via: 'status',
          now,
        });
        if (moved) round.cancelled += 1;
        this.onOutcome('status', 'cancelled');
      } else {
        round.waiting += 1;
        this.onOutcome('status', 'waiting');
      }
    }
    return round;
  }

  /**
   * Refunds the debtor's overpayment (a back-office step): through the provider when the shared
   * rule (`refundWay`) allows it, asking the provider with a stamp of its own so that asking
   * again is not a second refund; `account` when the money must go to the account the debtor
   * gives (the refund IBAN flow), also when the provider answers that its method cannot refund.
   * A refund the provider took clears the overpayment, once.
   */
  async refundOverpayment(
    debtorNr: number,
    log?: ProviderLog,
  ): Promise<'none' | 'refunded' | 'account' | 'failed'> {
    const overpayment = await this.payments.overpaymentOf(debtorNr);
    const payment = await this.payments.latestProviderPayment(debtorNr);
    const way = refundWay(overpayment, payment, this.clock());
    if (way === 'none') return 'none';
    if (way === 'account' || !payment?.providerTransactionId) return 'account';
    // Paytrail requires refund callback URLs; the outcome is taken from its answer here.
    const callbackUrl = this.options.returnUrl;
    const answer = await this.provider.refund(
      {
        transactionId: payment.providerTransactionId,
        amountCents: overpayment,
        refundStamp: `refund-${payment.stamp}-${overpayment}`,
        refundReference: payment.reference ?? String(debtorNr),
        callbackUrls: { success: callbackUrl, cancel: callbackUrl },
      },
      log,
    );
    if (answer.outcome === 'toAccount') return 'account';
    if (answer.outcome === 'failed' || answer.status === 'fail') return 'failed';
    await this.payments.clearOverpayment(debtorNr, overpayment);
    return 'refunded';
  }

  /**
   * The provider's settlement: pending payments whose delay has passed are booked on their
   * debts and plans, once (the status change is the lock).
   */
  async settleDue(debtorNr?: number): Promise<number> {
    const now = this.clock();
    let settled = 0;
    for (const id of await this.payments.dueForSettlement(now, debtorNr)) {
      if (await this.payments.settle(id, now)) settled += 1;
    }
    return settled;
  }
}

/** A provider's answer received: whether the payment went through, or why it was refused. */
export type ReceiveOutcome = { ok: true; status: boolean } | { ok: false; reason: string };

/** An outcome as a metric label: `paid`, `not paid` (cancelled, failed or still at the bank), or `refused: reason`. */
function outcomeName(outcome: ReceiveOutcome): string {
  if (outcome.ok) return outcome.status ? 'paid' : 'not paid';
  return `refused: ${outcome.reason}`;
}

/** What one round of the status check did. */
export interface StatusCheckRound {
  checked: number;
  booked: number;
  cancelled: number;
  waiting: number;
}
