import { forwardRef, type HTMLAttributes } from 'react';
import { PageFrameRoot } from './PageFrame.styles';

export type PageFrameProps = HTMLAttributes<HTMLDivElement>;

/**
 * The outermost box of the portal: skip link, top bar, `MainContent`, footer. At least
 * the window's height, so the footer sits at the bottom of a short page.
 */
export const PageFrame = forwardRef<HTMLDivElement, PageFrameProps>(function PageFrame(props, ref) {
  return <PageFrameRoot ref={ref} {...props} />;
});
