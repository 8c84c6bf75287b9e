import { styled } from '../../theme';

export const EmailPairRoot = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: '1fr',
  '@md': { gridTemplateColumns: '1fr 1fr' },
});
