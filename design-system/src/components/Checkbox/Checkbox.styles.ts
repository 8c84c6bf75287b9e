import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const CheckboxRow = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  fontFamily: '$body',
  color: '$text',
});

export const CheckboxBox = styled(CheckboxPrimitive.Root, {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '24px',
  marginTop: '1px',
  border: '2px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$background',
  color: '$textOnBrand',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[data-state="checked"], &[data-state="indeterminate"]': {
    backgroundColor: '$brand',
    borderColor: '$brand',
  },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&[data-disabled]': {
    cursor: 'not-allowed',
    backgroundColor: '$disabledSurface',
    borderColor: '$disabled',
    color: '$disabled',
  },
  // A 44 px target around the 24 px box (WCAG 2.5.8).
  position: 'relative',
  '&::after': { content: '""', position: 'absolute', inset: '-10px' },
});

export const CheckboxText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& label': { cursor: 'pointer', lineHeight: '$body' },
  '&[data-disabled] label': { cursor: 'not-allowed', color: '$disabled' },
});

export const Dash = styled('span', {
  width: '12px',
  height: '2px',
  backgroundColor: 'currentColor',
});
