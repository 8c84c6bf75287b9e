import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../shared';
import { textLink } from './TextLink.styles';

export interface TextLinkProps {
  href: string;
  /** The visible text is the link's name. */
  children: ReactNode;
  weight?: 'regular' | 'medium';
  /** A link on its own line (e.g. "Help with logging in" under the login card). */
  standalone?: boolean;
  /** The portal passes its router link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  'aria-label'?: string;
}

/** A text link in the brand colour, rendered by the portal's router link when given. */
export function TextLink({
  href,
  children,
  weight,
  standalone,
  renderLink = renderAnchor,
  'aria-label': ariaLabel,
}: TextLinkProps) {
  return renderLink({
    href,
    className: textLink({ weight, standalone }),
    children,
    ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
  });
}
