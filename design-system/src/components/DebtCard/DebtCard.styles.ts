import { css, focusRing, styled } from '../../theme';

export const DebtCardHeader = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$2',
});

export const DebtCardTitle = styled('h3', {
  margin: 0,
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
});

export const titleLink = css({
  color: '$brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { color: '$brandHover' },
  '&:focus-visible': { ...focusRing, borderRadius: '$sm' },
});

export const WheelRow = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  py: '$2',
});

export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $4',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': {
    margin: 0,
    textAlign: 'right',
    fontWeight: '$medium',
    fontVariantNumeric: 'tabular-nums',
  },
});

export const WheelLabel = styled('span', { fontSize: '$sm', color: '$textMuted' });
export const WheelAmount = styled('strong', {
  fontSize: '$xl',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
});
