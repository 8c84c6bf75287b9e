import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../shared';
import { textLink } from './TextLink.styles';

export interface TextLinkProps {
  /** Where the link leads. */
  href: string;
  /** The visible text is the link's name. */
  children: ReactNode;
  /** `medium` for a link that stands alone; `regular` in running text. */
  weight?: 'regular' | 'medium';
  /** A link on its own line (e.g. "Help with logging in" under the login card). */
  standalone?: boolean;
  /** The portal passes its router link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** A fuller name when the visible text alone is unclear out of context. */
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
