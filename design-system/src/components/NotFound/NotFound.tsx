import { forwardRef, type HTMLAttributes } from 'react';
import { renderAnchor, type RenderLink } from '../shared';
import { Code, homeLink, NotFoundRoot } from './NotFound.styles';

export interface NotFoundProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading. */
  title: string;
  /** What happened and where to go next. */
  text: string;
  /** The button back to /. */
  actionLabel: string;
  /** Where the link leads (the front page). */
  href?: string;
  /** Renders the link with the app's router (a plain `<a>` by default). */
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
