import { styled } from '../../theme';

export const ColumnsRoot = styled('div', {
  display: 'grid',
  gap: '$4',
  alignItems: 'start',
  // Variant names become class names, so they hold no `:` (a `2:1` class never matched).
  variants: {
    widths: {
      equal: { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      twoToOne: { '@sm': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
    },
  },
  defaultVariants: { widths: 'equal' },
});
