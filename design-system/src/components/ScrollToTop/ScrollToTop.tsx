import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { Anchor } from './ScrollToTop.styles';

/** The button appears after scrolling beyond 400 px. */
export const SCROLL_TO_TOP_THRESHOLD = 400;

export type ScrollToTopState = 'visible' | 'hidden';

export interface ScrollToTopProps {
  /** The button's name, "Takaisin sivun alkuun". */
  label: string;
  /** Pixels scrolled before the button shows. */
  threshold?: number;
  /** Fixes the state (stories); by default it follows the window's scroll position. */
  visible?: boolean;
  /** Where focus goes after scrolling up (e.g. the skip link or main heading). */
  onScrolledToTop?: () => void;
}

/** A button that scrolls back to the top, shown on wide screens after scrolling down. */
export function ScrollToTop({
  label,
  threshold = SCROLL_TO_TOP_THRESHOLD,
  visible,
  onScrolledToTop,
}: ScrollToTopProps) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (visible !== undefined) return undefined;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, visible]);
  const state: ScrollToTopState = (visible ?? scrolled) ? 'visible' : 'hidden';
  return (
    <Anchor data-state={state}>
      <IconButton
        variant="primary"
        size="large"
        aria-label={label}
        icon={<ArrowUpIcon />}
        onClick={() => {
          const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
          onScrolledToTop?.();
        }}
      />
    </Anchor>
  );
}
