import { styled } from '../../theme';

export const CardRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontFamily: '$body',
  boxShadow: '$card',
  minWidth: 0,
  variants: {
    tone: {
      default: {},
      subtle: { backgroundColor: '$surface', boxShadow: 'none' },
      outlined: { boxShadow: 'none', border: '1px solid $divider' },
      highlight: { borderTop: '4px solid $brand' },
    },
    padding: {
      normal: {},
      compact: { padding: '$4' },
    },
  },
  defaultVariants: { tone: 'default', padding: 'normal' },
});

export const CardHeading = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  margin: 0,
});

export const CardFooter = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  marginTop: 'auto',
  paddingTop: '$2',
});
