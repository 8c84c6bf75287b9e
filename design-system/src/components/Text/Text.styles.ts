import { styled } from '../../theme';

export const TextRoot = styled('p', {
  fontFamily: '$body',
  lineHeight: '$body',
  margin: 0,
  variants: {
    size: {
      sm: { fontSize: '$sm' },
      md: { fontSize: '$md' },
      lg: { fontSize: '$lg' },
      xl: { fontSize: '$xl', lineHeight: '$snug' },
    },
    weight: {
      regular: { fontWeight: '$regular' },
      medium: { fontWeight: '$medium' },
      bold: { fontWeight: '$bold' },
    },
    tone: {
      default: { color: '$text' },
      muted: { color: '$textMuted' },
    },
    // Digits of equal width, so a countdown or an amount does not jitter as it changes.
    numeric: { true: { fontVariantNumeric: 'tabular-nums' } },
    // About 60 characters a line, for an introduction in a large size.
    measure: { short: { maxWidth: '36em' } },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'default' },
});
