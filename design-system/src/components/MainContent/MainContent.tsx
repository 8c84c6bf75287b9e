import { forwardRef, type HTMLAttributes } from 'react';
import { MainContentRoot } from './MainContent.styles';

export interface MainContentProps extends HTMLAttributes<HTMLElement> {
  /** The skip link's target, e.g. `content`. */
  id: string;
}

/**
 * The page's `<main>` landmark: content width (1264 px), page padding, and it grows so the
 * footer stays at the bottom inside `PageFrame`. Give it `tabIndex={-1}` so the skip link and
 * route changes can move focus to it.
 */
export const MainContent = forwardRef<HTMLElement, MainContentProps>(
  function MainContent(props, ref) {
    return <MainContentRoot ref={ref} {...props} />;
  },
);
