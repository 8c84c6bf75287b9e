import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Column, TwoColumnRoot } from './TwoColumnLayout.styles';

export interface TwoColumnLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The left column (first on small screens): the debt's summary and actions. */
  start: ReactNode;
  /** The right column: the debt's tabs. */
  end: ReactNode;
  /** Which column is the narrower one: `start` for the debt view, `end` for the login home. */
  narrow?: 'start' | 'end';
}

/**
 * The two columns of the single-debt view: summary and actions left, tabs right; one
 * column below 960 px. A CSS grid, so the server-rendered page has the right layout at once.
 */
export const TwoColumnLayout = forwardRef<HTMLDivElement, TwoColumnLayoutProps>(
  function TwoColumnLayout({ start, end, narrow, ...rest }, ref) {
    return (
      <TwoColumnRoot ref={ref} narrow={narrow} {...rest}>
        <Column data-column="start">{start}</Column>
        <Column data-column="end">{end}</Column>
      </TwoColumnRoot>
    );
  },
);
