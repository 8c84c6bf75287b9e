import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CardFooter, CardHeading, CardRoot } from './Card.styles';
import { useForwardedRef } from '../shared/forwarded-ref';

export type HeadingLevel = 2 | 3 | 4;
export type CardTone = 'default' | 'subtle' | 'outlined' | 'highlight';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading names the card (the element becomes a labelled section or article). */
  heading?: ReactNode;
  /** Level of the title's heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
  /** `article` for self-contained items in a list (debts), `section` for page parts. */
  as?: 'div' | 'section' | 'article';
  /** `default` raised white, `subtle` grey, `outlined` bordered, `highlight` brand-tinted. */
  tone?: CardTone;
  /** `compact` for dense lists; `normal` otherwise. */
  padding?: 'normal' | 'compact';
  /** Actions at the bottom of the card. */
  footer?: ReactNode;
}

/** The surface every card is made of: padding, radius, shadow, optional heading and footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { heading, headingLevel = 2, as = 'div', tone, padding, footer, children, ...rest },
  ref,
) {
  const elementRef = useForwardedRef(ref);
  const headingId = `card-${useId()}`;
  const labelled = heading && as !== 'div' ? { 'aria-labelledby': headingId } : {};
  return (
    <CardRoot ref={elementRef} as={as} tone={tone} padding={padding} {...labelled} {...rest}>
      {heading ? (
        <CardHeading as={`h${headingLevel}` as const} id={headingId}>
          {heading}
        </CardHeading>
      ) : null}
      {children}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </CardRoot>
  );
});
