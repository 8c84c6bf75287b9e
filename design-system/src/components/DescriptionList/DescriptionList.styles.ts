import { styled } from '../../theme';

/** Phones: each label above its value, so a long value never meets its label. */
const stacked = {
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: 0,
  '& dd': { textAlign: 'start', marginBottom: '$3' },
  '& dd:last-child': { marginBottom: 0 },
} as const;

export const DescriptionListRoot = styled('dl', {
  display: 'grid',
  columnGap: '$4',
  margin: 0,
  fontFamily: '$body',
  lineHeight: '$body',
  '& dt': { color: '$textMuted' },
  // A long word (an address, a reference) breaks only where it would not fit at all.
  '& dd': { margin: 0, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' },
  // A key figure (the instalment, the total): large, with its label in the text colour.
  '& dt[data-emphasis]': { color: '$text', alignSelf: 'end' },
  '& dd[data-emphasis]': { fontSize: '$2xl', fontWeight: '$bold', lineHeight: '$tight' },
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
    stack: { belowSmall: {}, never: {} },
  },
  // Compound variants come after the variants in the style sheet, so these win on phones.
  compoundVariants: [
    // Details (a name, an address, a description): label above value.
    { layout: 'details', stack: 'belowSmall', css: { '@belowSm': stacked } },
    // Figures (amounts, dates): label above value too, unless kept side by side (`never`).
    { layout: 'figures', stack: 'belowSmall', css: { '@belowSm': stacked } },
    // Side by side, the value gets at most 60 % and wraps there: it never runs over its label.
    {
      layout: 'figures',
      stack: 'never',
      css: { '@belowSm': { gridTemplateColumns: 'minmax(40%, 1fr) minmax(0, max-content)' } },
    },
  ],
  defaultVariants: { layout: 'details', stack: 'belowSmall' },
});
