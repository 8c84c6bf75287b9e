import { styled } from '../../theme';

export const ListRoot = styled('ul', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  paddingLeft: '$5',
  fontFamily: '$body',
  lineHeight: '$body',
  variants: {
    marker: {
      true: {},
      false: { listStyle: 'none', paddingLeft: 0 },
    },
  },
  defaultVariants: { marker: true },
});
