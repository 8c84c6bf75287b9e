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

/**
 * Forced colours leave an SVG's strokes as the page set them: the brand blue all but vanishes
 * on a dark theme's black. There the paid part takes the system's highlight colour and the
 * unpaid track the grey-text colour, drawn thinner, so paid and unpaid differ in shape as well.
 */
export const Track = styled('circle', {
  stroke: '$divider',
  '@media (forced-colors: active)': { stroke: 'GrayText', strokeWidth: 5 },
});
export const Arc = styled('circle', {
  stroke: '$brand',
  '@media (forced-colors: active)': { stroke: 'Highlight' },
});

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
