import { RadioGroup } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const Scale = styled(RadioGroup.Root, {
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 1fr)',
  gap: '$2',
  '@sm': { gridTemplateColumns: 'repeat(11, 1fr)' },
});

export const Point = styled(RadioGroup.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$touch',
  borderRadius: '$md',
  border: '2px solid $divider',
  fontWeight: '$medium',
  fontVariantNumeric: 'tabular-nums',
  color: '$text',
  cursor: 'pointer',
  '&:hover:not([data-disabled])': { borderColor: '$brand' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': {
    backgroundColor: '$brand',
    borderColor: '$brand',
    color: '$textOnBrand',
  },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$disabled' },
});

export const Ends = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$4',
  marginTop: '$2',
  fontSize: '$sm',
  color: '$textMuted',
});
