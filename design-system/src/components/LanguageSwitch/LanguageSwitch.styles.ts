import { focusRing, styled } from '../../theme';

export const Group = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontFamily: '$body',
});

export const GroupLabel = styled('span', {
  fontSize: '$sm',
  color: '$textMuted',
  fontWeight: '$medium',
});

export const Options = styled('ul', {
  display: 'flex',
  // The 250 px drawer cannot fit three languages side by side: they wrap.
  flexWrap: 'wrap',
  gap: '$2',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const Option = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  border: '2px solid $divider',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { borderColor: '$brand' },
  '&:focus-visible': focusRing,
  '&[aria-current="true"]': {
    borderColor: '$brand',
    backgroundColor: '$brand',
    color: '$textOnBrand',
    fontWeight: '$bold',
  },
});
