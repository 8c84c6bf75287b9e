import { RadioGroup } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const Faces = styled(RadioGroup.Root, { display: 'flex', gap: '$4' });

export const Face = styled(RadioGroup.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  minWidth: '96px',
  padding: '$3',
  borderRadius: '$lg',
  border: '2px solid $divider',
  color: '$textMuted',
  cursor: 'pointer',
  '& svg': { size: '48px' },
  '&:hover:not([data-disabled])': { borderColor: '$brand' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': {
    borderColor: '$brand',
    backgroundColor: '$selectedSubtle',
    color: '$brand',
    fontWeight: '$bold',
  },
  '&[data-disabled]': { cursor: 'not-allowed' },
});
