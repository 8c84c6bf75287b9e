import { styled } from '../../theme';

export const SkeletonStack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  variants: {
    gap: { normal: { gap: '$5' }, small: { gap: '$3' }, tiny: { gap: '$1' } },
  },
  defaultVariants: { gap: 'normal' },
});

export const SkeletonRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
});

/** A tab strip's place: the height of the Tabs triggers over their divider line. */
export const SkeletonTabs = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$6',
  minHeight: '48px',
  px: '$4',
  borderBottom: '1px solid $divider',
  variants: {
    // The debt view's tabs share the width: one label in the middle of each half.
    fullWidth: { true: { justifyContent: 'space-around' } },
  },
});

/** The summary card's three figures: stacked on a phone, in a row from 600 px (SummaryCard). */
export const SkeletonFigures = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: '1fr',
  '@sm': { gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'start', columnGap: '$7' },
});

/** The progress wheel's place, at the debt summary's wheel size. */
export const SkeletonWheel = styled('div', {
  size: '$wheelSmall',
  maxWidth: '100%',
  display: 'grid',
  '& > *': { size: '100%' },
});

/**
 * A table's place: a header row and rows between dividers, as DataTable draws them; on a phone,
 * where DataTable shows each row as a card of its own, a card per row.
 */
export const SkeletonTable = styled('div', {
  display: 'grid',
  '& > *': { display: 'flex', alignItems: 'center', gap: '$4', minHeight: '48px', px: '$3' },
  '@sm': {
    border: '1px solid $divider',
    borderRadius: '$md',
    '& > * + *': { borderTop: '1px solid $divider' },
    '& > *:first-child': { backgroundColor: '$surface' },
  },
  '@belowSm': {
    gap: '$3',
    '& > *:first-child': { display: 'none' },
    '& > *': {
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: '$3',
      padding: '$4',
      border: '1px solid $divider',
      borderRadius: '$md',
    },
  },
});
