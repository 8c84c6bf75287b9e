import { css, focusRing, styled } from '../../theme';

/** The toolbar is 64 px on small screens and 88 px otherwise. */
export const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '$toolbarSmall',
  px: '$3',
  backgroundColor: '$brand',
  color: '$textOnBrand',
  fontFamily: '$body',
  '@sm': { height: '$toolbar', px: '$5', gap: '$4' },
  // 320 px (a 1280 px screen at 400 % zoom): the name and three 44 px buttons fit only with
  // narrower gaps; with the phone's they reached 2 px past the edge.
  '@media (max-width: 359.98px)': { gap: '$1', px: '$2' },
});

export const logoLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$textOnBrand',
  textDecoration: 'none',
  fontWeight: '$bold',
  fontSize: '$lg',
  borderRadius: '$sm',
  '&:focus-visible': { outline: '3px solid $focusHalo', outlineOffset: '2px' },
  '@sm': { fontSize: '$xl' },
});

export const LogoMark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '32px',
  borderRadius: '$md',
  backgroundColor: '$textOnBrand',
  color: '$brand',
  fontWeight: '$bold',
  '@sm': { size: '40px' },
});

export const Nav = styled('nav', {
  display: 'none',
  marginLeft: '$5',
  '@md': { display: 'block' },
  '& ul': { display: 'flex', gap: '$1', listStyle: 'none', margin: 0, padding: 0 },
});

export const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touch',
  px: '$3',
  color: '$textOnBrand',
  textDecoration: 'none',
  fontWeight: '$medium',
  borderRadius: '$sm',
  borderBottom: '3px solid transparent',
  '&:hover': { backgroundColor: '$brandHover' },
  '&[aria-current="page"]': { borderBottomColor: '$textOnBrand' },
  '&:focus-visible': { outline: '3px solid $focusHalo', outlineOffset: '-3px' },
  // Forced colours give the transparent underlines a colour too: only the current page keeps one.
  '@media (forced-colors: active)': {
    borderBottomColor: 'Canvas',
    '&[aria-current="page"]': { borderBottomColor: 'Highlight' },
  },
});

export const Spacer = styled('div', { flex: 1 });

export const BarButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  minWidth: '$touch',
  justifyContent: 'center',
  px: '$2',
  borderRadius: '$md',
  color: '$textOnBrand',
  fontWeight: '$medium',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$brandHover' },
  '&:focus-visible': { outline: '3px solid $focusHalo', outlineOffset: '-3px' },
  '& > span': { display: 'none', '@md': { display: 'inline' } },
});

export { focusRing };
