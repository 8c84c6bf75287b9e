import { focusRing, styled } from '../../theme';

export const StepperSlot = styled('div', { marginBottom: '$2' });

/** The step's heading: takes focus at each step, so it shows where focus is. */
export const StepHeading = styled('h3', {
  margin: 0,
  fontFamily: '$body',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  scrollMarginTop: '$4',
  '&:focus': { outline: 'none' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
