import { Popover } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export { Input } from '../FormField/FormField.styles';

export const InputRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  maxWidth: '260px',
});

export const CalendarContent = styled(Popover.Content, {
  zIndex: '$dialog',
  padding: '$3',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $divider',
  borderRadius: '$lg',
  boxShadow: '$raised',
  fontFamily: '$body',
  color: '$text',
  '&:focus': { outline: 'none' },
});

export const CalendarHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$2',
});

export const MonthTitle = styled('h2', {
  margin: 0,
  fontSize: '$md',
  fontWeight: '$bold',
});

export const Grid = styled('table', {
  borderCollapse: 'collapse',
  '& th': {
    size: '40px',
    padding: 0,
    fontSize: '$sm',
    fontWeight: '$medium',
    color: '$textMuted',
    textAlign: 'center',
  },
  '& td': { padding: '2px', textAlign: 'center' },
});

export const Day = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  size: '40px',
  borderRadius: '$round',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  color: '$text',
  '&:hover:not([aria-disabled="true"])': { backgroundColor: '$brandSubtle' },
  '&:focus-visible': focusRing,
  '&[aria-current="date"]': { border: '2px solid $brand', fontWeight: '$bold' },
  '&[data-selected]': { backgroundColor: '$brand', color: '$textOnBrand', fontWeight: '$bold' },
  '&[aria-disabled="true"]': {
    cursor: 'not-allowed',
    color: '$disabled',
    textDecoration: 'line-through',
  },
});
