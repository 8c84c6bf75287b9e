import { css, focusRing, styled } from '../../theme';

export const Crumbs = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: '$body',
  fontSize: '$sm',
  color: '$textMuted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$1' },
  '& svg': { flexShrink: 0 },
  '& [aria-current="page"]': { color: '$text', fontWeight: '$medium' },
});

export const crumbLink = css({
  color: '$brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
