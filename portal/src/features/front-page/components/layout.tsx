import { styled } from '@portal/design-system';

/*
 * TEMPORARY local layout pieces. The design system's `Stack` and `Heading` (branch dslayout,
 * issue 11 item 5) replace these with the same props: once they land, import them from
 * '@portal/design-system' instead and delete this file (the only styling in this feature).
 */

/** Spacing between siblings (design-system `Stack`, gap token 3-6). */
export const Stack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& > :is(p, h1, h2, h3, ul, ol, dl)': { margin: 0 },
  variants: {
    gap: { 3: { gap: '$3' }, 4: { gap: '$4' }, 5: { gap: '$5' }, 6: { gap: '$6' } },
    direction: { horizontal: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
  },
  defaultVariants: { gap: 4 },
});

/** A page heading (design-system `Heading` level 1, size page). */
export const PageHeading = styled('h1', {
  margin: 0,
  fontSize: '$2xl',
  lineHeight: '$tight',
  '@md': { fontSize: '$3xl' },
});

/** A section heading (design-system `Heading` level 2, size section). */
export const SectionHeading = styled('h2', { margin: 0, fontSize: '$xl', lineHeight: '$snug' });

/** Cards side by side: one column on a phone, two from 600 px, three from 1264 px. */
export const CardGrid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > li': { display: 'grid' },
});

/** The debtor's details beside their labels (the multi-debt header). */
export const Details = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '$4',
  rowGap: '$1',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});
