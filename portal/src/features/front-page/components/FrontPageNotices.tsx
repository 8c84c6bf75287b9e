import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, formatEuroCents, Notice } from '@portal/design-system';
import { REFUND_CHARGE_CENTS } from '@portal/openapi';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { selectAuthType } from '../../session';
import { openDebts, showMultipleDebtsNotice, situationPrompt, type DebtorData } from '../../debtor';
import { selectPaymentPending } from '../../paying';
import { hasOpenComplaint, settlementOfferShows, settlementStep } from '@portal/openapi';

/** A notice that asks the debtor to do one thing: its title, text and button under one key. */
function PromptBanner({
  keys,
  values,
  onAction,
}: {
  keys: string;
  values?: Record<string, string>;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Banner
      tone="info"
      title={t(`${keys}.title`)}
      actions={
        <Button variant="secondary" onClick={onAction}>
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

export type NoticePart = 'first' | 'rest' | 'all';

/** The slots urgent enough to stand above the pay block (the one thing first on a phone). */
const ABOVE_PAY_BLOCK = new Set(['courtDecision', 'payment']);

/** The notices of one part: the first urgent one above the pay block, the others below. */
export function noticesOf<T>(shown: [name: string, notice: T][], part: NoticePart) {
  if (part === 'all') return shown;
  const first = shown.find(([name]) => ABOVE_PAY_BLOCK.has(name));
  return part === 'first' ? (first ? [first] : []) : shown.filter((slot) => slot !== first);
}

/**
 * The front page's notices, always in this order (most urgent first), so that a feature adds
 * its notice into a known place (the feature that owns each on the right):
 *
 *  1. court decision available (30 s notice with debt links)     — verdict
 *  2. payment pending / payment complete                          — paying
 *  3. payment plan created                                        — payment-plan
 *  4. overpayment, with the add-IBAN dialog                       — refund
 *  5. reconciliation offer / reconciliation complete              — settlement
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
}: {
  data: DebtorData;
  /** Opens the overall-situation prompt (bank identification or business ID). */
  onOpenSituation: () => void;
  /**
   * At most one notice above the pay block, so the pay block stays in a phone's first screen, the most urgent (`first`: a court
   * decision or a payment in progress), the others (`rest`) under it.
   */
  part?: NoticePart;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const authType = useAppSelector(selectAuthType);
  const dispatch = useAppDispatch();
  const prompt = situationPrompt(authType, data.debtor);
  const paymentPending = useAppSelector(selectPaymentPending);
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
      paymentPending ? (
        <Notice tone="info" title={t('paying.notice.title')}>
          {t('paying.notice.text')}
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
      'reconciliation',
      settlement ? (
        <PromptBanner
          keys={settlement}
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
