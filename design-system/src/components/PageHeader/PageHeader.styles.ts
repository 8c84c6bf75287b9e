import { css, focusRing, styled } from '../../theme';

// The breadcrumb and the back link switch with CSS media queries, not a JavaScript media query:
// the login shell is prerendered on the server, where no window width is known.
export const PageHeaderRoot = styled('div', {
  display: 'grid',
  gap: '$2',
  minWidth: 0,
});

export const BreadcrumbSlot = styled('div', {
  display: 'none',
  '@md': { display: 'block' },
});

export const TitleRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
});

export const BackSlot = styled('div', {
  display: 'flex',
  flexShrink: 0,
  '@md': { display: 'none' },
});

export const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$touch',
  marginLeft: 'calc(-1 * $space$2)',
  borderRadius: '$round',
  color: '$brand',
  '&:hover': { backgroundColor: '$brandSubtle' },
  '&:focus-visible': focusRing,
});
