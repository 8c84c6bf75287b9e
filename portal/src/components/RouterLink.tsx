import { Link } from 'react-router-dom';
import type { RenderLink } from '@portal/design-system';

/** Design-system components render links through this, so navigation stays in the router. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
