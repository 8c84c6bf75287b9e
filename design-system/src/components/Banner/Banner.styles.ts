import { styled } from '../../theme';

export const BannerRoot = styled('section', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid',
  fontFamily: '$body',
  color: '$text',
  '@md': { padding: '$4 $5' },
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

export const BannerBody = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  '& p': { margin: 0 },
});

export const BannerTitle = styled('h2', { margin: 0, fontSize: '$lg', fontWeight: '$bold' });

export const BannerActions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

export const DismissSlot = styled('div', { marginTop: '-$2', marginRight: '-$2' });
