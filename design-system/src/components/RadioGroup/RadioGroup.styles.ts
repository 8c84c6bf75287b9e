import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const RadioRoot = styled(RadioGroupPrimitive.Root, {
  display: 'flex',
  gap: '$3',
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: '$5' },
    },
  },
});

export const RadioOption = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  '& label': { cursor: 'pointer', lineHeight: '$body' },
  '&[data-disabled] label': { cursor: 'not-allowed', color: '$disabled' },
});

export const RadioItem = styled(RadioGroupPrimitive.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '24px',
  border: '2px solid $border',
  borderRadius: '$round',
  backgroundColor: '$background',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': { borderColor: '$brand' },
  '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: '$disabledSurface' },
  '&::after': { content: '""', position: 'absolute', inset: '-10px' },
});

export const RadioDot = styled(RadioGroupPrimitive.Indicator, {
  display: 'block',
  size: '12px',
  borderRadius: '$round',
  backgroundColor: '$brand',
});
