import { styled } from '../../theme';

export const DescriptionListRoot = styled('dl', {
  display: 'grid',
  columnGap: '$4',
  margin: 0,
  fontFamily: '$body',
  lineHeight: '$body',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
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
  },
  defaultVariants: { layout: 'details' },
});
