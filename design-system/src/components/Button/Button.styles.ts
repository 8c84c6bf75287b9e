import { keyframes, styled, focusRing } from '../../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ButtonRoot = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$touch',
  px: '$5',
  py: '$2',
  borderRadius: '$md',
  border: '2px solid transparent',
  fontFamily: '$body',
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$snug',
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color $fast, border-color $fast, color $fast',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': {
    cursor: 'not-allowed',
    backgroundColor: '$disabledSurface',
    borderColor: '$disabledSurface',
    color: '$disabled',
  },

  variants: {
    variant: {
      primary: {
        backgroundColor: '$brand',
        color: '$textOnBrand',
        '&:hover:not(:disabled)': { backgroundColor: '$brandHover' },
      },
      secondary: {
        backgroundColor: '$background',
        borderColor: '$brand',
        color: '$brand',
        '&:hover:not(:disabled)': { backgroundColor: '$brandSubtle' },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: '$brand',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        '&:hover:not(:disabled)': { backgroundColor: '$brandSubtle' },
      },
      payNow: {
        backgroundColor: '$payNow',
        color: '$textOnBrand',
        '&:hover:not(:disabled)': { backgroundColor: '$payNowHover' },
      },
      payQuickly: {
        backgroundColor: '$payQuickly',
        color: '$textOnBrand',
        '&:hover:not(:disabled)': { backgroundColor: '$payQuicklyHover' },
      },
    },
    size: {
      small: { minHeight: '36px', px: '$4', fontSize: '$sm' },
      medium: {},
      large: { minHeight: '52px', px: '$6', fontSize: '$lg' },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export const ButtonSpinner = styled('span', {
  display: 'inline-block',
  size: '1em',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});
