import { RadioGroup } from 'radix-ui';
import { focusRing, styled } from '../../theme';

export const Banks = styled(RadioGroup.Root, {
  display: 'grid',
  gap: '$3',
  // Columns that may shrink below their content (the grid stays inside the dialog).
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

export const Bank = styled(RadioGroup.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '64px',
  minWidth: 0,
  overflowWrap: 'anywhere',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '2px solid $divider',
  backgroundColor: '$background',
  color: '$text',
  fontWeight: '$medium',
  cursor: 'pointer',
  '&:hover:not([data-disabled])': { borderColor: '$brand' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': {
    borderColor: '$brand',
    backgroundColor: '$selectedSubtle',
    boxShadow: 'inset 0 0 0 1px $colors$brand',
  },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$disabled' },
  // Two columns on a phone leave about 100 px for the name: a smaller logo, gap and text keep
  // "Säästöpankki" and "Ålandsbanken" whole instead of broken mid-word.
  '@belowSm': { gap: '$2', paddingInline: '$2', fontSize: '$sm' },
});

export const Logo = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  size: '40px',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$divider',
  '& img': { display: 'block', size: '40px' },
  '[data-disabled] &': { opacity: 0.6 },
  '@belowSm': { size: '32px', '& img': { size: '32px' } },
});

/** One provider group: its name, then its methods. */
export const Group = styled('div', {
  '& + &': { marginTop: '$4' },
});

export const GroupName = styled('p', {
  margin: '0 0 $2',
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$textMuted',
});
