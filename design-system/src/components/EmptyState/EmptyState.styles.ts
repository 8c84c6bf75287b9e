import { styled } from '../../theme';

export const EmptyRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$7 $4',
  textAlign: 'center',
  fontFamily: '$body',
  color: '$text',
  '& p': { margin: 0, maxWidth: '48ch', color: '$textMuted' },
});

export const Illustration = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '96px',
  borderRadius: '$round',
  backgroundColor: '$brandSubtle',
  color: '$brand',
  '& svg': { size: '48px' },
});

export const Title = styled('h2', { margin: 0, fontSize: '$xl', fontWeight: '$bold' });
