import { forwardRef, type HTMLAttributes } from 'react';
import { HeadingRoot } from './Heading.styles';

export type HeadingSize = 'page' | 'section' | 'subsection';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1-h6): what the heading is in the page, not how big it looks. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** How big it looks; default `page` for level 1 and `section` otherwise. */
  size?: HeadingSize;
  /** `brand` for the login home's welcome heading. */
  tone?: 'default' | 'brand';
}

/**
 * A heading of the type scale. Level and size are separate so the outline stays right when the
 * look differs (a dialog's h2 can look like a section heading). No margins: a `Stack` spaces it.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = level === 1 ? 'page' : 'section', tone, ...rest },
  ref,
) {
  return <HeadingRoot ref={ref} as={`h${level}` as const} size={size} tone={tone} {...rest} />;
});
