import { css, focusRing } from '../../theme';

export const textLink = css({
  fontFamily: '$body',
  color: '$brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { color: '$brandHover', textDecorationThickness: '2px' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
  variants: {
    weight: {
      regular: { fontWeight: '$regular' },
      medium: { fontWeight: '$medium' },
    },
    // On its own line (the login card's help link) rather than inside a sentence.
    standalone: { true: { display: 'inline-block', alignSelf: 'flex-start' } },
  },
  defaultVariants: { weight: 'regular' },
});
