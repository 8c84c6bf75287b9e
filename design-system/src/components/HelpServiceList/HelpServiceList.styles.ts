import { styled } from '../../theme';

export const Items = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

export const Item = styled('li', { display: 'flex', minWidth: 0, '& > *': { flex: 1 } });

export const Contacts = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
});
