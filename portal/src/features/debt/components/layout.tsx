import type { ReactNode } from 'react';
import { Breadcrumb, ChevronLeftIcon, focusRing, styled } from '@portal/design-system';
import { RouterLink } from '../../../components/RouterLink';

/*
 * Local stand-ins for the design system's PageHeader, TwoColumnLayout and Stack, which another
 * helper is adding (issue 11, item 5). The props match theirs, so swapping is an import change;
 * delete this file then. Until then these are the only `styled()` calls of the feature.
 */

const HeaderRoot = styled('div', { display: 'grid', gap: '$2', minWidth: 0, marginBottom: '$5' });
const BreadcrumbSlot = styled('div', { display: 'none', '@md': { display: 'block' } });
const TitleRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', minWidth: 0 });
const BackSlot = styled('div', {
  display: 'flex',
  flexShrink: 0,
  '@md': { display: 'none' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    marginLeft: '-$2',
    borderRadius: '$round',
    color: '$brand',
  },
  '& a:focus-visible': focusRing,
});
const Title = styled('h1', { margin: 0, fontSize: '$2xl', '@md': { fontSize: '$3xl' } });

export interface PageHeaderProps {
  title: string;
  headingId?: string;
  breadcrumb?: { items: readonly { label: string; href?: string }[]; 'aria-label': string };
  back?: { href: string; label: string };
}

/** Heading; breadcrumb from 960 px, a back link below it (CSS decides, spec 2). */
export function PageHeader({ title, headingId, breadcrumb, back }: PageHeaderProps) {
  return (
    <HeaderRoot>
      {breadcrumb ? (
        <BreadcrumbSlot data-part="breadcrumb">
          <Breadcrumb
            items={breadcrumb.items}
            aria-label={breadcrumb['aria-label']}
            renderLink={({ href, children, ...rest }) => (
              <RouterLink to={href} {...rest}>
                {children}
              </RouterLink>
            )}
          />
        </BreadcrumbSlot>
      ) : null}
      <TitleRow>
        {back ? (
          <BackSlot data-part="back">
            <RouterLink to={back.href} aria-label={back.label}>
              <ChevronLeftIcon size={28} />
            </RouterLink>
          </BackSlot>
        ) : null}
        <Title id={headingId}>{title}</Title>
      </TitleRow>
    </HeaderRoot>
  );
}

const TwoColumnRoot = styled('div', {
  display: 'grid',
  gap: '$5',
  alignItems: 'start',
  '@md': { gap: '$7', gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 2fr)' },
});
const Column = styled('div', { display: 'grid', gap: '$5', minWidth: 0, alignContent: 'start' });

/** Summary and actions left, tabs right; one column below 960 px (spec 2). */
export function TwoColumnLayout({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <TwoColumnRoot>
      <Column data-column="start">{start}</Column>
      <Column data-column="end">{end}</Column>
    </TwoColumnRoot>
  );
}

/** Vertical spacing between siblings. */
export const Stack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
  '& > :is(p, h2, h3, h4, ul, ol, dl)': { margin: 0 },
});

/**
 * What shows only below 600 px (the links to dialogs) and what shows from 600 px on (the
 * sub-tabs): CSS media queries, so there is no flash of the wrong one and the hidden one is out
 * of the accessibility tree (`display: none`).
 */
export const SmallScreenOnly = styled('div', { '@sm': { display: 'none' } });
export const FromSmallScreen = styled('div', { display: 'none', '@sm': { display: 'block' } });

/** Term and value pairs of the summary and details. */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '$4',
  rowGap: '$2',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'end', fontWeight: 600, overflowWrap: 'anywhere' },
});

export const LinkList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
});
