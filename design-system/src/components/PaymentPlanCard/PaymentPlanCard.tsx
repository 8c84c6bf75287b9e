import { forwardRef, type HTMLAttributes } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatDate, formatEuroCents, formatPercent, type FormatLocale } from '../../format';
import { Card, type HeadingLevel } from '../Card';
import { cardActionFooter, type CardAction } from '../DebtCard';
import { ProgressWheel } from '../ProgressWheel';
import { renderAnchor, type RenderLink } from '../shared';
import {
  Facts,
  PlanCardHeader,
  PlanCardTitle,
  titleLink,
  WheelAmount,
  WheelLabel,
  WheelRow,
} from './PaymentPlanCard.styles';

export interface PaymentPlanCardLabels {
  /** "Eriä jäljellä" */
  installmentsLeft: string;
  /** "Seuraava eräpäivä" */
  nextDueDate: string;
  /** "Seuraava erä" */
  nextAmount: string;
  /** "Jäljellä" (in the wheel) */
  amountLeft: string;
  /** Accessible name of the wheel */
  progress: string;
}

export interface PaymentPlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** "Maksusuunnitelma" or "Yhteinen maksusuunnitelma" with the creditors. */
  title: string;
  /** Instalments still to pay. */
  installmentsLeft: number;
  /** Instalments in the plan. */
  installmentsTotal: number;
  /** ISO date of the next installment. */
  nextDueDate: string | null;
  /** The next instalment, in cents. */
  nextAmountCents: Cents;
  /** Amount left to pay, in cents; shown in the wheel. */
  leftCents: Cents;
  /** Paid share, 0-100; fills the wheel. */
  progressPercent: number;
  /** Translated labels of the rows and the wheel. */
  labels: PaymentPlanCardLabels;
  /**
   * The instalments left in words, with the numbers filled in: "6 (yhteensä 9 erää)", "6 av 9",
   * "6 of 9". The caller translates it, as on the plan's own page, so that the two agree.
   */
  installmentsText: (left: number, total: number) => string;
  /** Formatting locale of amounts and dates. */
  locale: FormatLocale;
  /** /payment-plan/{firstDebtNr} for joint plans, else /debt/{firstDebtNr}. */
  href: string;
  /** Renders the link with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** "Pay quickly" or "pay next installment": the portal decides. */
  action?: CardAction;
  /** Level of the creditor heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
}

/** A payment plan on the front page: installments left of total and the next due date. */
export const PaymentPlanCard = forwardRef<HTMLElement, PaymentPlanCardProps>(
  function PaymentPlanCard(
    {
      title,
      installmentsLeft,
      installmentsTotal,
      nextDueDate,
      nextAmountCents,
      leftCents,
      progressPercent,
      labels,
      installmentsText,
      locale,
      href,
      renderLink = renderAnchor,
      action,
      headingLevel = 3,
      ...rest
    },
    ref,
  ) {
    return (
      <Card
        ref={ref}
        as="article"
        tone="highlight"
        aria-label={title}
        data-state={installmentsLeft === 0 ? 'complete' : 'active'}
        footer={cardActionFooter(action)}
        {...rest}
      >
        <PlanCardHeader>
          <PlanCardTitle as={`h${headingLevel}` as const}>
            {renderLink({ href, className: titleLink(), children: title })}
          </PlanCardTitle>
        </PlanCardHeader>
        <WheelRow>
          <ProgressWheel
            size="small"
            percent={progressPercent}
            label={labels.progress}
            valueText={formatPercent(progressPercent, locale)}
          >
            <WheelLabel>{labels.amountLeft}</WheelLabel>
            <WheelAmount>{formatEuroCents(leftCents, locale)}</WheelAmount>
          </ProgressWheel>
        </WheelRow>
        <Facts>
          <dt>{labels.installmentsLeft}</dt>
          <dd>{installmentsText(installmentsLeft, installmentsTotal)}</dd>
          <dt>{labels.nextDueDate}</dt>
          <dd>{formatDate(nextDueDate)}</dd>
          <dt>{labels.nextAmount}</dt>
          <dd>{formatEuroCents(nextAmountCents, locale)}</dd>
        </Facts>
      </Card>
    );
  },
);
