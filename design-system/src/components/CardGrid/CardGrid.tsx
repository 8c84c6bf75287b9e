import { forwardRef, type HTMLAttributes } from 'react';
import { CardGridRoot } from './CardGrid.styles';

export type CardGridProps = HTMLAttributes<HTMLUListElement>;

/**
 * Debt, plan and archive cards as a list (front page): one column on a phone, two from
 * 600 px, three from 1264 px. Each child is an `<li>` holding one card, so screen readers say
 * how many cards there are.
 */
export const CardGrid = forwardRef<HTMLUListElement, CardGridProps>(function CardGrid(props, ref) {
  return <CardGridRoot ref={ref} {...props} />;
});
