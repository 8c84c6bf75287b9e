import { Select as SelectPrimitive } from 'radix-ui';
import { styled } from '../../theme';
import { controlStyles } from '../FormField/FormField.styles';

export const SelectTrigger = styled(SelectPrimitive.Trigger, controlStyles, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'left',
  cursor: 'pointer',
  '&[data-placeholder]': { color: '$textMuted' },
});

export const SelectContent = styled(SelectPrimitive.Content, {
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  // A long choice (a creditor and case number) wraps instead of reaching past a phone's edge.
  maxWidth: 'var(--radix-select-content-available-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $divider',
  borderRadius: '$md',
  boxShadow: '$raised',
  zIndex: '$dialog',
  fontFamily: '$body',
});

export const SelectViewport = styled(SelectPrimitive.Viewport, { padding: '$1' });

export const SelectItem = styled(SelectPrimitive.Item, {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '$touch',
  paddingBlock: '$1',
  paddingLeft: '$6',
  paddingRight: '$4',
  borderRadius: '$sm',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { backgroundColor: '$brand', color: '$textOnBrand' },
  '&[data-disabled]': { color: '$disabled', cursor: 'not-allowed' },
});

export const SelectItemIndicator = styled(SelectPrimitive.ItemIndicator, {
  position: 'absolute',
  left: '$2',
  display: 'inline-flex',
});
