import { forwardRef, type HTMLAttributes } from 'react';
import { TextRoot } from './Text.styles';
import { useForwardedRef } from '../shared/forwarded-ref';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `p` by default; `span` inside a line, `div` around other blocks. */
  as?: 'p' | 'span' | 'div';
  /** Text size from the type scale (`$fontSizes`). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** `regular`, `medium` (600) or `bold` (700). */
  weight?: 'regular' | 'medium' | 'bold';
  /** `muted` for secondary text such as "Updated 1.3.2026" (keeps 4.5:1 contrast). */
  tone?: 'default' | 'muted';
  /** Digits of equal width (countdowns, amounts that change). */
  numeric?: boolean;
  /** `short` limits the line length of large introductory text. */
  measure?: 'short';
}

/** Body text of the type scale. No margins: a `Stack` spaces it. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size, weight, tone, numeric, measure, ...rest },
  ref,
) {
  const elementRef = useForwardedRef(ref);
  return (
    <TextRoot
      ref={elementRef}
      as={as}
      size={size}
      weight={weight}
      tone={tone}
      numeric={numeric}
      measure={measure}
      {...rest}
    />
  );
});
