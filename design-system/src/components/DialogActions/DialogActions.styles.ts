import { styled } from '../../theme';

export const ActionsRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: '100%',
  fontFamily: '$body',
});

/** Why the primary waits (or what it does): above the buttons, where it is read before them. */
export const ActionsNote = styled('p', {
  margin: 0,
  color: '$textMuted',
  lineHeight: '$body',
});

/**
 * From 600 px: side by side from the start, the primary first (GOV.UK and HDS button groups).
 * Below: every button full width, the primary at the bottom, nearest the thumb, and the others
 * above it, so the primary is in the same place in every dialog.
 */
export const ActionsRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-start',
  alignItems: 'center',
  gap: '$3',
  '@belowSm': {
    flexDirection: 'column-reverse',
    alignItems: 'stretch',
    '& > *': { width: '100%' },
  },
});
