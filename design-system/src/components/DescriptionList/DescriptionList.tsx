import { forwardRef, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { DescriptionListRoot } from './DescriptionList.styles';

export interface DescriptionListItem {
  /** Stable key of the pair. */
  key: string;
  term: ReactNode;
  value: ReactNode;
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
}

/** Term and value pairs as a `<dl>`: screen readers announce each value with its label. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(
  function DescriptionList({ items, layout = 'details', children, ...rest }, ref) {
    return (
      <DescriptionListRoot ref={ref} layout={layout} {...rest}>
        {children}
        {items?.map((item) => (
          <Fragment key={item.key}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </Fragment>
        ))}
      </DescriptionListRoot>
    );
  },
);
