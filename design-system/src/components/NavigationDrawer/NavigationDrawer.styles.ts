import { Dialog } from 'radix-ui';
import { css, focusRing, styled } from '../../theme';

export const Overlay = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
});

/** 250 px wide at medium and below, 360 px on large screens. */
export const Panel = styled(Dialog.Content, {
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: '$dialog',
  display: 'flex',
  flexDirection: 'column',
  width: '$drawerNarrow',
  maxWidth: '100vw',
  backgroundColor: '$surfaceRaised',
  boxShadow: '$dialog',
  fontFamily: '$body',
  color: '$text',
  overflowY: 'auto',
  '@lg': { width: '$drawerWide' },
  '&:focus': { outline: 'none' },
  variants: {
    side: { left: { left: 0 }, right: { right: 0 } },
  },
  defaultVariants: { side: 'right' },
});

export const PanelHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$3 $3 $3 $5',
  borderBottom: '1px solid $divider',
});

export const PanelTitle = styled(Dialog.Title, { margin: 0, fontSize: '$lg', fontWeight: '$bold' });

export const PanelBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4 $5',
});

export const ItemList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$2 0',
  borderTop: '1px solid $divider',
});

/** The main navigation: only below 960 px, where the top bar hides its links. */
export const MainNav = styled('nav', {
  borderBottom: '1px solid $divider',
  '@md': { display: 'none' },
});

export const NavList = styled('ul', { listStyle: 'none', margin: 0, padding: '$2 0' });

export const itemStyle = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: '100%',
  minHeight: '48px',
  px: '$5',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  variants: {
    current: {
      true: {
        fontWeight: '$bold',
        color: '$brand',
        boxShadow: 'inset 4px 0 0 $colors$brand',
      },
    },
  },
});
