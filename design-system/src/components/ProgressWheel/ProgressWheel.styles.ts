import { Progress } from 'radix-ui';
import { styled } from '../../theme';

export const WheelRoot = styled('div', {
  position: 'relative',
  flexShrink: 0,
  variants: {
    size: {
      large: { size: '$wheel' },
      small: { size: '$wheelSmall' },
    },
  },
  defaultVariants: { size: 'large' },
});

export const WheelBar = styled(Progress.Root, {
  position: 'absolute',
  inset: 0,
  '& svg': { display: 'block', size: '100%', transform: 'rotate(-90deg)' },
});

export const Track = styled('circle', { stroke: '$divider' });
export const Arc = styled('circle', { stroke: '$brand' });

export const WheelCenter = styled('div', {
  position: 'absolute',
  inset: '15px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: '$3',
  fontFamily: '$body',
  color: '$text',
});
