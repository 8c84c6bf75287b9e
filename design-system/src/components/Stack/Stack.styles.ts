import { styled } from '../../theme';

const space = { 0: '$0', 1: '$1', 2: '$2', 3: '$3', 4: '$4', 5: '$5', 6: '$6', 7: '$7', 8: '$8' };
const gaps = Object.fromEntries(Object.entries(space).map(([k, v]) => [k, { gap: v }])) as {
  [K in keyof typeof space]: { gap: string };
};

export const StackRoot = styled('div', {
  display: 'flex',
  minWidth: 0,
  margin: 0,
  variants: {
    direction: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row' },
    },
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
    // Reading width for running text (the privacy notice): about 70 characters a line.
    measure: { prose: { maxWidth: '46em' } },
  },
  // Vertical stacks hold paragraphs and headings: their own margins would add to the gap.
  compoundVariants: [
    { direction: 'vertical', css: { '& > :is(p, h1, h2, h3, h4, h5, h6, ul, ol)': { margin: 0 } } },
  ],
  defaultVariants: { direction: 'vertical', gap: 4, align: 'stretch' },
});
