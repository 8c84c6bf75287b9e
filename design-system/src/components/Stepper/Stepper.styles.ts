import { focusRing, styled } from '../../theme';

export const StepList = styled('ol', {
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: '$body',
  counterReset: 'step',
});

export const Step = styled('li', {
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  minWidth: 0,
  // The line joining a step to the previous one.
  '&:not(:first-child)::before': {
    content: '""',
    position: 'absolute',
    top: '17px',
    right: '50%',
    width: '100%',
    height: '3px',
    backgroundColor: '$divider',
    zIndex: 0,
  },
  '&[data-state="completed"]::before, &[data-state="current"]::before': {
    backgroundColor: '$brand',
  },
});

export const StepTarget = styled('span', {
  all: 'unset',
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  padding: '0 $1',
  color: '$textMuted',
  fontSize: '$sm',
  '&:is(button)': { cursor: 'pointer' },
  '&:is(button):focus-visible': { ...focusRing, borderRadius: '$sm' },
  '&[data-state="current"]': { color: '$text', fontWeight: '$bold' },
  '&[data-state="completed"]': { color: '$brand' },
});

export const Marker = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '36px',
  borderRadius: '$round',
  border: '3px solid $border',
  backgroundColor: '$background',
  color: '$textMuted',
  fontWeight: '$bold',
  '[data-state="current"] > &': { borderColor: '$brand', color: '$brand' },
  '[data-state="completed"] > &': {
    borderColor: '$brand',
    backgroundColor: '$brand',
    color: '$textOnBrand',
  },
  '[data-state="disabled"] > &': { borderColor: '$disabledSurface', color: '$disabled' },
});

export const StepLabel = styled('span', {
  display: 'none',
  '@sm': { display: 'block' },
  '[data-state="current"] > &': { display: 'block' },
});
