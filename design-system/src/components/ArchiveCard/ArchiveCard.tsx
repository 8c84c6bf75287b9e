import { forwardRef, type HTMLAttributes } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatDate, formatEuroCents, type FormatLocale } from '../../format';
import { Card, type HeadingLevel } from '../Card';
import { renderAnchor, type RenderLink } from '../shared';
import { StateLabel } from '../StateLabel';
import { ArchiveCardHeader, ArchiveCardTitle, Facts, titleLink } from './ArchiveCard.styles';

export interface ArchiveCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The creditor; the card's heading and its link. */
  creditorName: string;
  /** Translated state (8 paid, 9 ended, 10 groundless). */
  stateLabel: string;
  /** The contract's `DebtState.colorGroup`: the label's colour. */
  colorGroup: string;
  /** ISO end or payment date. */
  endDate: string | null;
  /** "Päättynyt" or, for paid debts, "Maksettu" (state 8 has its own text). */
  endDateLabel: string;
  /** Optional total of the ended debt. */
  totalCents?: Cents;
  /** Label of the total row; the row shows only with both `totalCents` and this. */
  totalLabel?: string;
  /** Formatting locale of amounts and dates. */
  locale: FormatLocale;
  /** The ended debt's page; the creditor name links there. */
  href: string;
  /** Renders the link with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** Level of the creditor heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
}

/** An ended debt in the archive tab: end date and state with a check mark. */
export const ArchiveCard = forwardRef<HTMLElement, ArchiveCardProps>(function ArchiveCard(
  {
    creditorName,
    stateLabel,
    colorGroup,
    endDate,
    endDateLabel,
    totalCents,
    totalLabel,
    locale,
    href,
    renderLink = renderAnchor,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  return (
    <Card
      ref={ref}
      as="article"
      tone="outlined"
      aria-label={creditorName}
      data-state="ended"
      {...rest}
    >
      <ArchiveCardHeader>
        <ArchiveCardTitle as={`h${headingLevel}` as const}>
          {renderLink({ href, className: titleLink(), children: creditorName })}
        </ArchiveCardTitle>
        <StateLabel colorGroup={colorGroup} ended>
          {stateLabel}
        </StateLabel>
      </ArchiveCardHeader>
      <Facts>
        <dt>{endDateLabel}</dt>
        <dd>{formatDate(endDate)}</dd>
        {totalCents !== undefined && totalLabel ? (
          <>
            <dt>{totalLabel}</dt>
            <dd>{formatEuroCents(totalCents, locale)}</dd>
          </>
        ) : null}
      </Facts>
    </Card>
  );
});
