import { forwardRef, type HTMLAttributes } from 'react';
import { MainContentRoot } from './MainContent.styles';

export interface MainContentProps extends HTMLAttributes<HTMLElement> {
  /** The skip link's target, e.g. `content`. */
  id: string;
  /**
   * At least the window's height, so the footer starts below the fold: for pages whose content
   * arrives after the first paint (the signed-in pages), where a footer under the top bar would
   * be seen jumping away when the content comes.
   */
  fillViewport?: boolean;
}

/**
 * The page's `<main>` landmark: content width (1264 px), page padding, and it grows so the
 * footer stays at the bottom inside `PageFrame`. Give it `tabIndex={-1}` so the skip link and
 * route changes can move focus to it.
 */
export const MainContent = forwardRef<HTMLElement, MainContentProps>(function MainContent(
  { fillViewport = false, ...rest },
  ref,
) {
  return <MainContentRoot ref={ref} fillViewport={fillViewport} {...rest} />;
});
