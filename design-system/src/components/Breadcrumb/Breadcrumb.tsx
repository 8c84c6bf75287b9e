import { forwardRef, type HTMLAttributes } from 'react';
import { ChevronRightIcon } from '../../icons';
import { renderAnchor, type RenderLink } from '../shared';
import { crumbLink, Crumbs } from './Breadcrumb.styles';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The path from the front page; the last item is the current page (not a link). */
  items: readonly BreadcrumbItem[];
  /** Names the navigation, "Olet tässä". */
  'aria-label': string;
  /** Renders the links with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
}

/** Where the page sits (large screens of the debt view: front page, then debt or plan). */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  { items, renderLink = renderAnchor, ...rest },
  ref,
) {
  return (
    <nav ref={ref} {...rest}>
      <Crumbs>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {index > 0 ? <ChevronRightIcon size="1em" /> : null}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                renderLink({ href: item.href, className: crumbLink(), children: item.label })
              )}
            </li>
          );
        })}
      </Crumbs>
    </nav>
  );
});
