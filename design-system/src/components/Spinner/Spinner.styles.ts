import { keyframes, styled } from '../../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const SpinnerRoot = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  fontFamily: '$body',
  color: '$text',
  variants: {
    layout: {
      inline: {},
      stacked: { flexDirection: 'column', justifyContent: 'center', padding: '$6' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const SpinnerCircle = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '4px solid $divider',
  borderTopColor: '$brand',
  animation: `${spin} 900ms linear infinite`,
  '@reducedMotion': { animationDuration: '3s !important' },
  variants: {
    size: {
      small: { size: '20px', borderWidth: '3px' },
      medium: { size: '36px' },
      large: { size: '56px', borderWidth: '5px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
