import { css, focusRing, styled } from '../../theme';

export const CookieRoot = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontFamily: '$body',
  boxShadow: '$dialog',
  borderTop: '4px solid $brand',
  zIndex: '$drawer',
  '@md': { flexDirection: 'row', alignItems: 'center', padding: '$5 $6', gap: '$5' },
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0 },
  variants: {
    position: {
      fixed: { position: 'fixed', left: 0, right: 0, bottom: 0 },
      static: { position: 'static' },
    },
  },
  defaultVariants: { position: 'fixed' },
});

export const Text = styled('div', { flex: 1, display: 'flex', flexDirection: 'column', gap: '$2' });
export const Buttons = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

export const readMoreLink = css({
  color: '$brand',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
