import type { ReactNode } from 'react';

/** What a component hands to a link renderer: the portal passes its router's `Link`. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/** Renders a link; the default is a plain `<a>`, the portal gives a router link. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
