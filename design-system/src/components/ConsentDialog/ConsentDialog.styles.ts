import { styled } from '../../theme';

export const Switches = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& > *:not(:last-child)': { paddingBottom: '$4', borderBottom: '1px solid $divider' },
});
