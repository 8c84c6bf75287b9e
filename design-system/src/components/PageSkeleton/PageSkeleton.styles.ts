import { styled } from '../../theme';

export const SkeletonStack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  variants: {
    gap: { normal: { gap: '$5' }, small: { gap: '$3' } },
  },
  defaultVariants: { gap: 'normal' },
});

export const SkeletonRow = styled('div', {
  display: 'flex',
  gap: '$2',
  '@md': { maxWidth: '28rem' },
});
