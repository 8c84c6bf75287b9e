import { styled } from '../../theme';

export const DescriptionListRoot = styled('dl', {
  display: 'grid',
  columnGap: '$4',
  margin: 0,
  fontFamily: '$body',
  lineHeight: '$body',
  '& dt': { color: '$textMuted' },
  // A long word (an address, a reference) breaks only where it would not fit at all.
  '& dd': { margin: 0, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' },
  variants: {
    layout: {
      // Label, then its value right after (the debtor's name, e-mail and phone).
      details: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: '$1' },
      // Label at the start, value at the end in bold (amounts of a debt's summary).
      figures: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: '$2',
        '& dd': { textAlign: 'end', fontWeight: '$bold' },
      },
    },
    stack: {
      // Phones (issue 32): each label above its value, so a long value never meets its label.
      belowSmall: {
        '@belowSm': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          rowGap: 0,
          '& dd': { textAlign: 'start', marginBottom: '$3' },
          '& dd:last-child': { marginBottom: 0 },
        },
      },
      // Short values (a table row's card): side by side in two halves that each wrap.
      never: { '@belowSm': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
    },
  },
  defaultVariants: { layout: 'details', stack: 'belowSmall' },
});
