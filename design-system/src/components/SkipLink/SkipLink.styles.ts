import { focusRing, styled } from '../../theme';

export const SkipLinkRoot = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-100px',
  padding: '$2 $4',
  fontFamily: '$body',
  fontWeight: '$medium',
  color: '$brand',
  backgroundColor: '$background',
  zIndex: '$toast',
  '&:focus': { top: '$2', ...focusRing },
});
