import { Switch as SwitchPrimitive } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const SwitchRow = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
  fontFamily: '$body',
  color: '$text',
});

export const SwitchText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& label': { fontWeight: '$medium', cursor: 'pointer' },
  '&[data-disabled] label': { cursor: 'not-allowed' },
});

export const SwitchTrack = styled(SwitchPrimitive.Root, {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'relative',
  width: '52px',
  height: '30px',
  borderRadius: '$pill',
  border: '2px solid $border',
  backgroundColor: '$background',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': { backgroundColor: '$brand', borderColor: '$brand' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 1, borderColor: '$disabled' },
  '&[data-disabled][data-state="checked"]': { backgroundColor: '$disabled' },
});

export const SwitchThumb = styled(SwitchPrimitive.Thumb, {
  display: 'block',
  size: '20px',
  borderRadius: '$round',
  backgroundColor: '$textMuted',
  transform: 'translateX(3px)',
  transition: 'transform $fast',
  '&[data-state="checked"]': { transform: 'translateX(25px)', backgroundColor: '$textOnBrand' },
});
