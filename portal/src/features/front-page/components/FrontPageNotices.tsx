import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, formatEuroCents, Notice } from '@portal/design-system';
import { REFUND_CHARGE_CENTS } from '@portal/openapi';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { selectAuthType } from '../../session';
import { openDebts, showMultipleDebtsNotice, situationPrompt, type DebtorData } from '../../debtor';
import { pendingEffect, selectPaymentPending, selectPendingPayments } from '../../paying';
import { hasOpenComplaint, settlementOfferShows, settlementStep } from '@portal/openapi';

/** A notice that asks the debtor to do one thing: its title, text and button under one key. */
function PromptBanner({
  keys,
  values,
  onAction,
  primary = false,
}: {
  keys: string;
  values?: Record<string, string>;
  onAction: () => void;
  /** The banner leads the page (an offer above the pay block): its button is the primary one. */
  primary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Banner
      tone="info"
      title={t(`${keys}.title`)}
      actions={
        <Button variant={primary ? 'primary' : 'secondary'} onClick={onAction}>
          {t(`${keys}.action`)}
        </Button>
      }
    >
      {t(`${keys}.text`, values)}
    </Banner>
  );
}

/**
 * spec 4: the settlement offer (steps 1-5: start or continue) or, once the first installment is
 * booked, its completion (translation keys of the banner); null when there is none.
 */
function settlementBanner(data: DebtorData): string | null {
  const subpoenas = data.reconciliation?.subpoenas ?? [];
  const first = subpoenas[0]?.status ?? null;
  const debts = data.debts.filter((d) => subpoenas[0]?.orderNrs.includes(d.orderNr));
  if (subpoenas.length > 0 && settlementStep(first) === 6) return 'settlement.offer.done';
  const shows = settlementOfferShows({
    available: data.reconciliation?.available ?? false,
    subpoenaStatuses: subpoenas.map((s) => s.status),
    openComplaint: hasOpenComplaint(debts.map((d) => d.debtSummary.state.state)),
  });
  if (!shows) return null;
  return first ? 'settlement.offer.continue' : 'settlement.offer.start';
}

/**
 * `first`: the most urgent notice, above the pay block; `offer`: a settlement the debtor is
 * offered, which leads a single debt's view, since it is cheaper than paying everything now;
 * `rest`: the others, under the pay block (without the offer when `offer` shows it).
 */
/** Whether a settlement is on offer (to start or to continue), not yet settled. */
export const hasSettlementOffer = (data: DebtorData): boolean => {
  const banner = settlementBanner(data);
  return banner !== null && banner !== 'settlement.offer.done';
};

export type NoticePart = 'first' | 'offer' | 'rest' | 'all';

/** The slots urgent enough to stand above the pay block (the one thing first on a phone). */
const ABOVE_PAY_BLOCK = new Set(['courtDecision', 'payment']);

/** The notices of one part: the first urgent one above the pay block, the others below. */
export function noticesOf<T>(
  shown: [name: string, notice: T][],
  part: NoticePart,
  offerLeads = false,
) {
  if (part === 'all') return shown;
  if (part === 'offer') return shown.filter(([name]) => name === 'offer');
  const first = shown.find(([name]) => ABOVE_PAY_BLOCK.has(name));
  if (part === 'first') return first ? [first] : [];
  return shown.filter((slot) => slot !== first && !(offerLeads && slot[0] === 'offer'));
}

/**
 * The front page's notices, always in this order (most urgent first), so that a feature adds
 * its notice into a known place (the feature that owns each on the right):
 *
 *  1. court decision available (30 s notice with debt links)     — verdict
 *  2. payment pending / payment complete                          — paying
 *  3. payment plan created                                        — payment-plan
 *  4. overpayment, with the add-IBAN dialog                       — refund
 *  5. settlement offer (`offer`) / settlement complete             — settlement
 *  6. multiple debts (a person) or the company's overview prompt  — here (spec 4)
 *  7. info notice                                                 — here
 *
 * 2 is the pending payment's notice (its dialogs come from the paying sagas); 4 opens the
 * refund account's dialog.
 */
export function FrontPageNotices({
  data,
  onOpenSituation,
  part = 'all',
  offerLeads = false,
  paymentInPayBlock = false,
}: {
  data: DebtorData;
  /** Opens the overall-situation prompt (bank identification or business ID). */
  onOpenSituation: () => void;
  /**
   * At most one notice above the pay block, so the pay block stays in a phone's first screen, the most urgent (`first`: a court
   * decision or a payment in progress), the others (`rest`) under it.
   */
  part?: NoticePart;
  /** A settlement offer is shown by the `offer` part (a single debt's view), not by `rest`. */
  offerLeads?: boolean;
  /**
   * The pay block says that the debt's payment awaits the bank (a single debt's view): the page
   * then has no second notice saying the same.
   */
  paymentInPayBlock?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const authType = useAppSelector(selectAuthType);
  const dispatch = useAppDispatch();
  const prompt = situationPrompt(authType, data.debtor);
  const paymentPending = useAppSelector(selectPaymentPending);
  // The total on its way, when the server has said it (what is left is in the total above).
  const pendingTotal = pendingEffect(
    useAppSelector(selectPendingPayments),
    data.debts,
  )?.pendingCents;
  const settlement = settlementBanner(data);
  // A person with one case in view: identify with the bank; a company: enter the business ID.
  const overall = showMultipleDebtsNotice(authType, data.debtor)
    ? 'banner.multipleDebts'
    : prompt === 'businessId'
      ? 'notices.companyOverview'
      : null;

  const slots: [name: string, notice: ReactNode][] = [
    ['courtDecision', null],
    [
      'payment',
      paymentPending && !paymentInPayBlock ? (
        <Notice tone="info" title={t('paying.notice.title')}>
          {pendingTotal === undefined
            ? t('paying.notice.text')
            : t('paying.notice.textAmount', { amount: formatEuroCents(pendingTotal, locale) })}
        </Notice>
      ) : null,
    ],
    ['planCreated', null],
    [
      'overpayment',
      // spec 4: an overpayment with no account to refund it to yet.
      data.debtor.hasOverpayment && data.bankAccounts.length === 0 ? (
        <PromptBanner
          keys="banner.overpayment"
          values={{ charge: formatEuroCents(REFUND_CHARGE_CENTS, locale) }}
          onAction={() => dispatch(dialogOpened({ name: 'addIban' }))}
        />
      ) : null,
    ],
    [
      // An offer to start or continue a settlement, or (`reconciliation`) the settled one.
      settlement === 'settlement.offer.done' ? 'reconciliation' : 'offer',
      settlement ? (
        <PromptBanner
          keys={settlement}
          primary={part === 'offer'}
          onAction={() => dispatch(dialogOpened({ name: 'settlement' }))}
        />
      ) : null,
    ],
    [
      'overallSituation',
      overall ? <PromptBanner keys={overall} onAction={onOpenSituation} /> : null,
    ],
    [
      'info',
      openDebts(data.debts).length > 0 ? (
        <Notice tone="info" title={t('notices.info.title')}>
          {t('notices.info.text')}
        </Notice>
      ) : null,
    ],
  ];
  const shown = noticesOf(
    slots.filter(([, notice]) => notice !== null),
    part,
    offerLeads,
  );
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map(([name, notice]) => (
        <div key={name} data-notice={name}>
          {notice}
        </div>
      ))}
    </>
  );
}
