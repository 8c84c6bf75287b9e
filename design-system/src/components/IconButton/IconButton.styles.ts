import { focusRing, styled } from '../../theme';

export const IconButtonRoot = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$touch',
  borderRadius: '$round',
  border: '2px solid transparent',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'not-allowed', color: '$disabled', backgroundColor: 'transparent' },
  variants: {
    variant: {
      ghost: { color: '$text', '&:hover:not(:disabled)': { backgroundColor: '$surface' } },
      primary: {
        backgroundColor: '$brand',
        color: '$textOnBrand',
        '&:hover:not(:disabled)': { backgroundColor: '$brandHover' },
        '&:disabled': { backgroundColor: '$disabledSurface' },
      },
      secondary: {
        backgroundColor: '$background',
        borderColor: '$brand',
        color: '$brand',
        '&:hover:not(:disabled)': { backgroundColor: '$brandSubtle' },
      },
      onBrand: {
        color: '$textOnBrand',
        '&:hover:not(:disabled)': { backgroundColor: '$brandHover' },
      },
    },
    size: {
      medium: {},
      large: { size: '52px', '& svg': { size: '28px' } },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});
