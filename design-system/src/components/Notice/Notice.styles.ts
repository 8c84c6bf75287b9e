import { styled } from '../../theme';

export const NoticeRoot = styled('div', {
  display: 'flex',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$md',
  borderLeft: '4px solid',
  fontFamily: '$body',
  color: '$text',
  '& > svg': { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      info: { backgroundColor: '$infoSubtle', borderColor: '$info', '& > svg': { color: '$info' } },
      success: {
        backgroundColor: '$successSubtle',
        borderColor: '$success',
        '& > svg': { color: '$success' },
      },
      warning: {
        backgroundColor: '$warningSubtle',
        borderColor: '$warning',
        '& > svg': { color: '$warning' },
      },
      error: {
        backgroundColor: '$dangerSubtle',
        borderColor: '$danger',
        '& > svg': { color: '$danger' },
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const NoticeBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  '& p': { margin: 0 },
});

export const NoticeTitle = styled('p', { fontWeight: '$bold' });
