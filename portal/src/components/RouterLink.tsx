import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { RenderLink } from '@portal/design-system';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

/**
 * An anchor that navigates inside the router: a plain click navigates without reloading, a click
 * with a modifier key or on another target behaves as the browser's own. React Router's `Link`
 * does the same but brings its framework-mode prefetching along (about 4 KB on the login route).
 */
export function RouterLink({ to, replace, target, onClick, children, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

/** `tel:`, `mailto:`, `https:` and `//host` addresses leave the router. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Design-system components render links through this, so navigation stays in the router. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) =>
  EXTERNAL.test(href) ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <RouterLink to={href} {...props}>
      {children}
    </RouterLink>
  );
