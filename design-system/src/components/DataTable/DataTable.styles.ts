import { focusRing, styled } from '../../theme';

export const Scroller = styled('div', {
  overflowX: 'auto',
  borderRadius: '$md',
  border: '1px solid $divider',
  '&:focus-visible': focusRing,
});

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: '$body',
  fontSize: '$sm',
  color: '$text',
  '@sm': { fontSize: '$md' },
  '& caption': { textAlign: 'left', padding: '$3 $4', fontWeight: '$bold', fontSize: '$lg' },
  // A caption for screen readers only takes no room.
  '& caption[data-hidden]': { padding: 0 },
  '& th, & td': { padding: '$3 $4', textAlign: 'left', verticalAlign: 'middle' },
  '& thead th': {
    backgroundColor: '$surface',
    fontWeight: '$medium',
    color: '$textMuted',
    whiteSpace: 'nowrap',
    borderBottom: '1px solid $divider',
  },
  '& tbody tr': { borderBottom: '1px solid $divider' },
  '& tbody tr[data-clickable]': { cursor: 'pointer' },
  '& tbody tr[data-clickable]:hover': { backgroundColor: '$brandSubtle' },
  '& tbody th': { fontWeight: '$regular' },
  '& tfoot td, & tfoot th': { fontWeight: '$bold', borderTop: '2px solid $text' },
  '& [data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& tr[data-detail] > td': { backgroundColor: '$surface', padding: '$3 $4 $4' },
});

export const RowButton = styled('button', {
  all: 'unset',
  color: '$brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});

export const Toggle = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '36px',
  borderRadius: '$round',
  color: '$brand',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$brandSubtle' },
  '&:focus-visible': focusRing,
  '& svg': { transition: 'transform $fast' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

export const Empty = styled('td', { color: '$textMuted', textAlign: 'center !important' });

/** Small screens (`smallScreen="cards"`): each row a card of label and value pairs. */
export const CardList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  fontFamily: '$body',
  color: '$text',
  '& > li': {
    display: 'grid',
    minWidth: 0,
    gap: '$2',
    padding: '$3 $4',
    border: '1px solid $divider',
    borderRadius: '$md',
  },
  '& > li[data-totals]': { borderWidth: '2px', borderColor: '$text' },
});

export const CardsCaption = styled('p', {
  margin: '0 0 $3',
  fontFamily: '$body',
  fontWeight: '$bold',
  fontSize: '$lg',
});

export const CardTitle = styled('div', { fontWeight: '$medium' });

/** The card's own button for the row's detail (a bill's breakdown), named by `expandLabel`. */
export const CardToggle = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  color: '$brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
  '& svg': { flexShrink: 0, transition: 'transform $fast' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

export const CardDetail = styled('div', {
  padding: '$3',
  borderRadius: '$sm',
  backgroundColor: '$surface',
});
