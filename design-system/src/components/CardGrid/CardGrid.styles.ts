import { styled } from '../../theme';

export const CardGridRoot = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  // One column on a phone, two from 600 px, three from 1264 px; cards in a row share a height.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > li': { display: 'grid' },
});
