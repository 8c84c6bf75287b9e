import { forwardRef, type HTMLAttributes } from 'react';
import { ShowRoot } from './Show.styles';

export interface ShowProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The screen widths that show the content: below or from the small (600 px) or medium (960 px)
   * breakpoint.
   */
  when: 'belowSmall' | 'fromSmall' | 'belowMedium' | 'fromMedium';
}

/**
 * Content for some screen widths only (the debt view's dialog links on a phone, its sub-tabs from
 * 600 px): CSS media queries, so the first paint is already right and nothing flashes, unlike a
 * media query read in JavaScript.
 */
export const Show = forwardRef<HTMLDivElement, ShowProps>(function Show(props, ref) {
  return <ShowRoot ref={ref} {...props} />;
});
