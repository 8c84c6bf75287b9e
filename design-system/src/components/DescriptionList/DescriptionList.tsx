import { forwardRef, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { DescriptionListRoot } from './DescriptionList.styles';

export interface DescriptionListItem {
  /** Stable key of the pair. */
  key: string;
  term: ReactNode;
  value: ReactNode;
  /**
   * A key figure of a review (the monthly instalment, the total): its value in large type, so the
   * one or two numbers that matter stand out from the rows around them.
   */
  emphasis?: boolean;
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The pairs; or pass `<dt>`/`<dd>` children when pairs come and go with conditions. */
  items?: readonly DescriptionListItem[];
  children?: ReactNode;
  /**
   * `details`: each value right after its label (the debtor's contact details); `figures`:
   * values at the end in bold, so amounts line up (a debt's summary). Default `details`.
   */
  layout?: 'details' | 'figures';
  /**
   * Below 600 px: `belowSmall` (default) puts each label above its value; `never` keeps them side
   * by side in two halves (short values only, such as a table row shown as a card).
   */
  stack?: 'belowSmall' | 'never';
}

/**
 * Term and value pairs as a `<dl>`: the summary list of the portal (a debt's figures, a plan or
 * settlement to review, contact details). Screen readers announce each value with its label.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(
  function DescriptionList(
    { items, layout = 'details', stack = 'belowSmall', children, ...rest },
    ref,
  ) {
    return (
      <DescriptionListRoot ref={ref} layout={layout} stack={stack} {...rest}>
        {children}
        {items?.map((item) => (
          <Fragment key={item.key}>
            <dt data-emphasis={item.emphasis ? '' : undefined}>{item.term}</dt>
            <dd data-emphasis={item.emphasis ? '' : undefined}>{item.value}</dd>
          </Fragment>
        ))}
      </DescriptionListRoot>
    );
  },
);
