import { DropdownMenu } from 'radix-ui';
import { styled } from '../../theme';

export const MenuContent = styled(DropdownMenu.Content, {
  minWidth: '240px',
  padding: '$1',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $divider',
  borderRadius: '$md',
  boxShadow: '$raised',
  zIndex: '$dialog',
  fontFamily: '$body',
});

export const MenuItem = styled(DropdownMenu.Item, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$sm',
  color: '$text',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  '&[data-highlighted]': { backgroundColor: '$brand', color: '$textOnBrand' },
  '&[data-disabled]': { color: '$disabled', cursor: 'not-allowed' },
});

export const MenuSeparator = styled(DropdownMenu.Separator, {
  height: '1px',
  margin: '$1 0',
  backgroundColor: '$divider',
});
