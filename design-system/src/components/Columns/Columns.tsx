import { forwardRef, type HTMLAttributes } from 'react';
import { ColumnsRoot } from './Columns.styles';

export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** Widths of the two columns: `2:1` for a search field beside a category select. */
  ratio?: '1:1' | '2:1';
}

/**
 * Two fields or blocks side by side from the small breakpoint (600 px), one above the other
 * below it. For the page's main two columns use `TwoColumnLayout`.
 */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(function Columns(
  { ratio, ...rest },
  ref,
) {
  return <ColumnsRoot ref={ref} widths={ratio === '2:1' ? 'twoToOne' : 'equal'} {...rest} />;
});
