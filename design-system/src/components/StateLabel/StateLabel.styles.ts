import { styled } from '../../theme';

export const StateLabelRoot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  px: '$2',
  py: '2px',
  borderRadius: '$pill',
  fontFamily: '$body',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$snug',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      neutral: { color: '$stateNeutral', backgroundColor: '$stateNeutralSubtle' },
      info: { color: '$stateInfo', backgroundColor: '$stateInfoSubtle' },
      warning: { color: '$stateWarning', backgroundColor: '$stateWarningSubtle' },
      danger: { color: '$stateDanger', backgroundColor: '$stateDangerSubtle' },
      success: { color: '$stateSuccess', backgroundColor: '$stateSuccessSubtle' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
