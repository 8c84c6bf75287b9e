import { keyframes, styled } from '../../theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const SkeletonShape = styled('span', {
  display: 'block',
  backgroundColor: '$skeleton',
  '@reducedMotion': { animation: 'none !important' },
  variants: {
    variant: {
      text: { height: '1em', borderRadius: '$sm', margin: '0.25em 0' },
      block: { borderRadius: '$md' },
      circle: { borderRadius: '$round' },
    },
    animated: {
      true: { animation: `${pulse} 1.6s ease-in-out infinite` },
      false: {},
    },
  },
  defaultVariants: { variant: 'text', animated: true },
});
