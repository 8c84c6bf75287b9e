import { forwardRef, type HTMLAttributes } from 'react';
import { renderAnchor, type RenderLink } from '../shared';
import { Code, homeLink, NotFoundRoot } from './NotFound.styles';

export interface NotFoundProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  text: string;
  /** The button back to / (spec 2). */
  actionLabel: string;
  href?: string;
  renderLink?: RenderLink;
}

/** The not-found page: heading, explanation, and a way back to the start. */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  { title, text, actionLabel, href = '/', renderLink = renderAnchor, ...rest },
  ref,
) {
  return (
    <NotFoundRoot ref={ref} {...rest}>
      <Code aria-hidden="true">404</Code>
      <h1>{title}</h1>
      <p>{text}</p>
      {renderLink({ href, className: homeLink(), children: actionLabel })}
    </NotFoundRoot>
  );
});
