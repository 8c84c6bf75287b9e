import { forwardRef, type FormHTMLAttributes, type HTMLAttributes } from 'react';
import { StackRoot } from './Stack.styles';
import { useForwardedRef } from '../shared/forwarded-ref';

/** A step of the space scale (theme `space`: 1 = 4 px ... 8 = 64 px). */
export type SpaceToken = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface StackProps
  extends
    HTMLAttributes<HTMLElement>,
    // As a form (the login form): its own attributes pass through.
    Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'action' | 'method'> {
  /** The space between children, a token of the space scale; default 4 (16 px). */
  gap?: SpaceToken;
  /** Vertical (default) for page parts and forms; horizontal for a row of buttons. */
  direction?: 'vertical' | 'horizontal';
  /** Cross-axis alignment of the children (CSS `align-items`). */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** Main-axis distribution of the children (CSS `justify-content`). */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Horizontal stacks wrap onto the next line when they run out of room. */
  wrap?: boolean;
  /** `prose` limits the width to a comfortable reading measure. */
  measure?: 'prose';
  /** The element: a `form`, `section` or `article` keeps its meaning and gets the spacing. */
  as?: 'div' | 'section' | 'article' | 'form' | 'ul' | 'ol' | 'fieldset';
}

/**
 * Spacing between siblings with a gap token, instead of margins on each child. Children's own
 * paragraph and heading margins are removed in a vertical stack so the gap is the only space.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 4, direction = 'vertical', align, justify, wrap, measure, as = 'div', ...rest },
  ref,
) {
  const elementRef = useForwardedRef(ref);
  return (
    <StackRoot
      ref={elementRef}
      as={as}
      gap={gap}
      direction={direction}
      align={align}
      justify={justify}
      wrap={wrap}
      measure={measure}
      {...rest}
    />
  );
});
