import { styled } from '../../theme';

export const PageFrameRoot = styled('div', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});
