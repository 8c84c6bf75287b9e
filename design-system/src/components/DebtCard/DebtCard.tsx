import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatDate, formatEuroCents, formatPercent, type FormatLocale } from '../../format';
import { Button, type ButtonVariant } from '../Button';
import { Card, type HeadingLevel } from '../Card';
import { DueWords, type PayUrgency } from '../PayBlock';
import { ProgressWheel } from '../ProgressWheel';
import { renderAnchor, type RenderLink } from '../shared';
import { StateLabel } from '../StateLabel';
import {
  compactCard,
  DebtCardHeader,
  DebtCardTitle,
  DueLine,
  Facts,
  PhoneAmount,
  titleLink,
  WheelAmount,
  WheelLabel,
  WheelRow,
} from './DebtCard.styles';

/** The card's action. Which one a debt gets is the portal's rule, not this card's. */
export interface CardAction {
  /** The button's colour: `payNow` red (in court), `payQuickly` orange (due within two days), else `primary`. */
  variant: ButtonVariant;
  /** The button's text. */
  label: string;
  /** Called when the button is pressed. */
  onClick: () => void;
  /** Shown but not pressable. */
  disabled?: boolean;
}

export interface DebtCardLabels {
  /** "Eräpäivä" */
  dueDate: string;
  /** "Jäljellä" (in the wheel) */
  amountLeft: string;
  /** "Maksettu / yhteensä" */
  paidOfTotal: string;
  /** Accessible name of the wheel, "Velasta maksettu" */
  progress: string;
}

export interface DebtCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The creditor; the card's heading, its name and its link. */
  creditorName: string;
  /** ISO date; shown as DD.MM.YYYY. */
  dueDate: string | null;
  /**
   * The due date in words under the date, as the pay block says it ("20 päivää myöhässä"), so
   * that a list of debts shows urgency in words and an icon, not by the button's colour alone.
   */
  dueText?: string;
  /** How urgent `dueText` is: its icon and colour. */
  urgency?: PayUrgency;
  /** Amount left to pay, in cents; shown in the wheel. */
  leftCents: Cents;
  /** Amount paid so far, in cents. */
  paidCents: Cents;
  /** The whole debt, in cents. */
  totalCents: Cents;
  /** Paid share, 0-100. */
  progressPercent: number;
  /** Translated state, e.g. debtState.3. */
  stateLabel: string;
  /** The contract's `DebtState.colorGroup`: the label's colour. */
  colorGroup: string;
  /** The contract's `DebtState.ended`. */
  ended?: boolean;
  /** Translated labels of the rows and the wheel. */
  labels: DebtCardLabels;
  /** Formatting locale of amounts and dates. */
  locale: FormatLocale;
  /** The debt page, /debt/{orderNr}; the creditor name links there. */
  href: string;
  /** Renders the link with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** Omitted while a payment is in progress (payment buttons hide). */
  action?: CardAction;
  /** In place of the action when there is none: why the debt is not paid here. */
  note?: ReactNode;
  /** Level of the creditor heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
  /**
   * Below 600 px, a compact card: a 64 px wheel with the amount left beside it and tighter
   * padding, for a list of many debts on a phone. From 600 px the full card.
   */
  compactOnPhone?: boolean;
}

/** The full-width action at the bottom of a debt or plan card, or nothing. */
export function cardActionFooter(action: CardAction | undefined) {
  return action ? (
    <Button fullWidth variant={action.variant} onClick={action.onClick} disabled={action.disabled}>
      {action.label}
    </Button>
  ) : null;
}

/** One debt on the front page: creditor, due date, wheel, amount left, state, paid/total. */
export const DebtCard = forwardRef<HTMLElement, DebtCardProps>(function DebtCard(
  {
    creditorName,
    dueDate,
    dueText,
    urgency = 'none',
    leftCents,
    paidCents,
    totalCents,
    progressPercent,
    stateLabel,
    colorGroup,
    ended = false,
    labels,
    locale,
    href,
    renderLink = renderAnchor,
    action,
    note,
    headingLevel = 3,
    compactOnPhone = false,
    className,
    ...rest
  },
  ref,
) {
  const amountLeft = formatEuroCents(leftCents, locale);
  return (
    <Card
      ref={ref}
      as="article"
      aria-label={creditorName}
      data-state={ended ? 'ended' : 'open'}
      data-compact-on-phone={compactOnPhone ? '' : undefined}
      footer={action ? cardActionFooter(action) : note}
      className={
        [compactOnPhone ? compactCard() : '', className ?? ''].join(' ').trim() || undefined
      }
      {...rest}
    >
      <DebtCardHeader>
        <DebtCardTitle as={`h${headingLevel}` as const}>
          {renderLink({ href, className: titleLink(), children: creditorName })}
        </DebtCardTitle>
        <StateLabel colorGroup={colorGroup} ended={ended}>
          {stateLabel}
        </StateLabel>
      </DebtCardHeader>
      <WheelRow compactOnPhone={compactOnPhone}>
        <ProgressWheel
          size="small"
          data-wheel=""
          percent={progressPercent}
          label={labels.progress}
          valueText={formatPercent(progressPercent, locale)}
        >
          {/* Below 600 px a compact card hides these (display: none) and shows PhoneAmount. */}
          <WheelLabel>{labels.amountLeft}</WheelLabel>
          <WheelAmount>{amountLeft}</WheelAmount>
        </ProgressWheel>
        {compactOnPhone ? (
          <PhoneAmount>
            <WheelLabel>{labels.amountLeft}</WheelLabel>
            <WheelAmount>{amountLeft}</WheelAmount>
          </PhoneAmount>
        ) : null}
      </WheelRow>
      <Facts>
        <dt>{labels.dueDate}</dt>
        <dd>
          {formatDate(dueDate)}
          {dueText ? (
            <DueLine>
              <DueWords urgency={urgency}>{dueText}</DueWords>
            </DueLine>
          ) : null}
        </dd>
        <dt>{labels.paidOfTotal}</dt>
        <dd>
          {formatEuroCents(paidCents, locale)} / {formatEuroCents(totalCents, locale)}
        </dd>
      </Facts>
    </Card>
  );
});
