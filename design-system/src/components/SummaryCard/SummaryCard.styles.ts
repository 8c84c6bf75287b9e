import { styled } from '../../theme';

export const Figures = styled('dl', {
  display: 'grid',
  gap: '$4',
  margin: 0,
  gridTemplateColumns: '1fr',
  '@sm': { gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'start', columnGap: '$7' },
  '& div': { display: 'flex', flexDirection: 'column-reverse', gap: '$1' },
  '& dt': { fontSize: '$sm', color: '$textMuted' },
  '& dd': {
    margin: 0,
    fontSize: '$2xl',
    fontWeight: '$bold',
    lineHeight: '$tight',
    fontVariantNumeric: 'tabular-nums',
  },
});

export const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
});
