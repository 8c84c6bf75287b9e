import { styled } from '../../theme';

export const MainContentRoot = styled('main', {
  maxWidth: '$content',
  width: '100%',
  mx: 'auto',
  px: '$4',
  py: '$5',
  flex: 1,
  boxSizing: 'border-box',
  // Focused by the skip link and on route changes (tabIndex -1); no ring around the whole page.
  '&:focus': { outline: 'none' },
  '@md': { px: '$6', py: '$6' },
  variants: {
    // At least the window's height: the footer starts below the fold.
    fillViewport: { true: { minHeight: '100vh' }, false: {} },
  },
});
