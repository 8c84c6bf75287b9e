import { styled } from '../../theme';

export const Figures = styled('dl', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& div': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: '$4',
    rowGap: '$1',
    paddingBlock: '$2',
    borderBottom: '1px solid $divider',
  },
  '& dt': { color: '$text' },
  '& dd': { margin: 0, fontWeight: '$medium', fontVariantNumeric: 'tabular-nums' },
});

/** The affordable amount: the one figure the debtor takes away, drawn larger. */
export const Answer = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$brandSubtle',
  '& dt': { fontWeight: '$medium' },
  '& dd': {
    margin: 0,
    fontSize: '$2xl',
    fontWeight: '$bold',
    lineHeight: '$tight',
    fontVariantNumeric: 'tabular-nums',
  },
});

/** The explanation under the figures: paragraphs a line apart, not a card's gap apart. */
export const Explanation = styled('div', {
  display: 'grid',
  gap: '$3',
  '& p': { margin: 0 },
});
