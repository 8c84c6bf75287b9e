import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatEuroCents, type FormatLocale } from '../../format';
import { Card, type HeadingLevel } from '../Card';
import { Answer, Explanation, Figures } from './CapacityFigures.styles';

export interface CapacityFiguresLabels {
  /** The card's heading ("Your calculation"). */
  title: string;
  /** A line saying the amounts are monthly. */
  perMonth: string;
  /** The protected amount, with the year its figures are from. */
  protectedAmount: string;
  /** What enforcement would leave the debtor. */
  leaves: string;
  /** The most enforcement could take. */
  takes: string;
  /** The amount the debtor can afford. */
  affordable: string;
}

export interface CapacityFiguresProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The monthly protected amount (Enforcement Code 4:48), in cents. */
  protectedCents: Cents;
  /** What enforcement would leave the debtor a month, in cents. */
  leavesCents: Cents;
  /** The most enforcement could take a month, in cents. */
  takesCents: Cents;
  /** What the debtor can afford a month, in cents: the answer, drawn larger. */
  affordableCents: Cents;
  /** Translated labels. */
  labels: CapacityFiguresLabels;
  /** Formatting locale of amounts. */
  locale: FormatLocale;
  /** The explanation under the figures: which rule applied, the legal source. */
  children?: ReactNode;
  /** Level of the card's heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
}

/**
 * The result of a payment-capacity calculation: the protected amount, what enforcement would
 * leave and take, and the amount the debtor can afford, as label and value pairs.
 */
export const CapacityFigures = forwardRef<HTMLElement, CapacityFiguresProps>(
  function CapacityFigures(
    {
      protectedCents,
      leavesCents,
      takesCents,
      affordableCents,
      labels,
      locale,
      children,
      headingLevel = 2,
      ...rest
    },
    ref,
  ) {
    const money = (cents: Cents) => formatEuroCents(cents, locale);
    return (
      <Card ref={ref} as="section" heading={labels.title} headingLevel={headingLevel} {...rest}>
        <p>{labels.perMonth}</p>
        <Figures>
          <div>
            <dt>{labels.protectedAmount}</dt>
            <dd>{money(protectedCents)}</dd>
          </div>
          <div>
            <dt>{labels.leaves}</dt>
            <dd>{money(leavesCents)}</dd>
          </div>
          <div>
            <dt>{labels.takes}</dt>
            <dd>{money(takesCents)}</dd>
          </div>
          <Answer data-capacity-answer="">
            <dt>{labels.affordable}</dt>
            <dd>{money(affordableCents)}</dd>
          </Answer>
        </Figures>
        {children ? <Explanation>{children}</Explanation> : null}
      </Card>
    );
  },
);
