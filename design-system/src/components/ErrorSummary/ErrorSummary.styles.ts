import { focusRing, styled } from '../../theme';

export const ErrorSummaryRoot = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '2px solid $danger',
  borderLeftWidth: '6px',
  backgroundColor: '$background',
  fontFamily: '$body',
  color: '$text',
  minWidth: 0,
  '&:focus': { outline: 'none' },
  '&:focus-visible, &:focus': focusRing,
});

export const ErrorSummaryTitle = styled('h2', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  margin: 0,
  fontSize: '$md',
  fontWeight: '$bold',
  lineHeight: '$snug',
  '& svg': { flexShrink: 0, marginTop: '2px', color: '$danger' },
});

export const ErrorSummaryList = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  margin: 0,
  paddingLeft: '$5',
  '& li': { overflowWrap: 'anywhere' },
});

export const ErrorSummaryLink = styled('a', {
  color: '$danger',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { textDecorationThickness: '2px' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});
