import { styled } from '../../theme';

/** Only on wide screens: hidden below the medium breakpoint. */
export const Anchor = styled('div', {
  position: 'fixed',
  right: '$5',
  bottom: '$5',
  zIndex: '$sticky',
  display: 'none',
  '@md': { display: 'block' },
  '&[data-state="hidden"]': { display: 'none' },
  '& button': { boxShadow: '$raised' },
});
