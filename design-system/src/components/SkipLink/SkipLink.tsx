import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { SkipLinkRoot } from './SkipLink.styles';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The main content's id with `#`, e.g. `#content` (MainContent's id). */
  href: `#${string}`;
  /** "Siirry sisältöön" (app.skipToContent). */
  children: string;
}

/**
 * The first focusable element of every page (WCAG 2.4.1): off screen until it has focus, then
 * shown at the top left. The target must be focusable (`MainContent` has `tabIndex={-1}`).
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(props, ref) {
  return <SkipLinkRoot ref={ref} {...props} />;
});
