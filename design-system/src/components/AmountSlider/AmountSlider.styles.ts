import { focusRing, styled } from '../../theme';

export const Range = styled('input', {
  width: '100%',
  // A 44 px tall hit area (WCAG 2.5.8) around a thin track.
  height: '44px',
  margin: 0,
  accentColor: '$brand',
  cursor: 'pointer',
  background: 'transparent',
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export const Ends = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '$sm',
  color: '$textMuted',
});
