import { forwardRef, type HTMLAttributes } from 'react';
import { ChevronLeftIcon } from '../../icons';
import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb';
import { Heading } from '../Heading';
import { renderAnchor, type RenderLink } from '../shared';
import { BackSlot, backLink, BreadcrumbSlot, PageHeaderRoot, TitleRow } from './PageHeader.styles';

export interface PageHeaderBack {
  href: string;
  /** The back link's name, e.g. "Takaisin etusivulle": the link shows only an arrow. */
  label: string;
}

export interface PageHeaderBreadcrumb {
  items: readonly BreadcrumbItem[];
  /** Names the breadcrumb navigation, "Olet tässä" (breadcrumb.label). */
  'aria-label': string;
}

export interface PageHeaderProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'title' | 'children'
> {
  /** The page's h1. */
  title: string;
  /** The heading's id, for a section's `aria-labelledby`. */
  headingId?: string;
  /** Shown from the medium breakpoint (960 px) on, above the heading. */
  breadcrumb?: PageHeaderBreadcrumb;
  /** Shown below 960 px: an arrow link before the heading (the back header). */
  back?: PageHeaderBack;
  /** `brand` for the login home. */
  tone?: 'default' | 'brand';
  /** The portal passes its router link. */
  renderLink?: RenderLink;
}

/**
 * The top of a page: the h1; on large screens the breadcrumb above it, on small
 * screens a back link beside it. Both are in the markup and CSS shows one, so a page rendered
 * on the server is right before any script runs; the hidden one is `display: none` and thus
 * out of the accessibility tree too.
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, headingId, breadcrumb, back, tone, renderLink = renderAnchor, ...rest },
  ref,
) {
  return (
    <PageHeaderRoot ref={ref} {...rest}>
      {breadcrumb ? (
        <BreadcrumbSlot data-part="breadcrumb">
          <Breadcrumb
            items={breadcrumb.items}
            aria-label={breadcrumb['aria-label']}
            renderLink={renderLink}
          />
        </BreadcrumbSlot>
      ) : null}
      <TitleRow>
        {back ? (
          <BackSlot data-part="back">
            {renderLink({
              href: back.href,
              className: backLink(),
              'aria-label': back.label,
              children: <ChevronLeftIcon size={28} />,
            })}
          </BackSlot>
        ) : null}
        <Heading level={1} id={headingId} tone={tone}>
          {title}
        </Heading>
      </TitleRow>
    </PageHeaderRoot>
  );
});
