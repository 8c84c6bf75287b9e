import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatEuroCents, type FormatLocale } from '../../format';
import { Card, type HeadingLevel } from '../Card';
import { Actions, Figures } from './SummaryCard.styles';

export interface SummaryCardLabels {
  title: string;
  amountLeft: string;
  openDebts: string;
  withPlan: string;
}

export interface SummaryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** Amount left to pay on all debts, in cents. */
  leftCents: Cents;
  /** Open debts. */
  openCount: number;
  /** Open debts with a payment plan. */
  withPlanCount: number;
  /** Translated labels (plural-aware counts). */
  labels: SummaryCardLabels;
  /** Formatting locale of amounts. */
  locale: FormatLocale;
  /** Pay-all and create-plan buttons and the help link, when the portal shows them. */
  actions?: ReactNode;
  /** Level of the card's heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
}

/** The multi-debt summary: amount left, open debts, debts with a plan, and actions. */
export const SummaryCard = forwardRef<HTMLElement, SummaryCardProps>(function SummaryCard(
  { leftCents, openCount, withPlanCount, labels, locale, actions, headingLevel = 2, ...rest },
  ref,
) {
  return (
    <Card ref={ref} as="section" heading={labels.title} headingLevel={headingLevel} {...rest}>
      <Figures>
        <div>
          <dt>{labels.amountLeft}</dt>
          <dd>{formatEuroCents(leftCents, locale)}</dd>
        </div>
        <div>
          <dt>{labels.openDebts}</dt>
          <dd>{openCount}</dd>
        </div>
        <div>
          <dt>{labels.withPlan}</dt>
          <dd>{withPlanCount}</dd>
        </div>
      </Figures>
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
});
