import { styled } from '../../theme';

export const ColumnsRoot = styled('div', {
  display: 'grid',
  gap: '$4',
  alignItems: 'start',
  variants: {
    ratio: {
      '1:1': { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      '2:1': { '@sm': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
    },
  },
  defaultVariants: { ratio: '1:1' },
});
