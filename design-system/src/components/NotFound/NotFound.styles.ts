import { css, focusRing, styled } from '../../theme';

export const NotFoundRoot = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$4',
  padding: '$8 $4',
  textAlign: 'center',
  fontFamily: '$body',
  color: '$text',
  '& h1': { margin: 0, fontSize: '$2xl', '@sm': { fontSize: '$3xl' } },
  '& p': { margin: 0, maxWidth: '48ch', color: '$textMuted' },
});

export const Code = styled('p', {
  fontSize: '64px !important',
  fontWeight: '$bold',
  lineHeight: 1,
  color: '$brand !important',
});

export const homeLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touch',
  px: '$5',
  borderRadius: '$md',
  backgroundColor: '$brand',
  color: '$textOnBrand',
  fontWeight: '$medium',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$brandHover' },
  '&:focus-visible': focusRing,
});
