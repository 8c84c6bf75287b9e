import { css, focusRing, styled } from '../../theme';
import { WheelCenter } from '../ProgressWheel/ProgressWheel.styles';

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
  variants: {
    // Below 600 px a compact card puts a 64 px wheel beside the amount left, so a
    // list of many debts stays scannable on a phone; from 600 px the card is the full one.
    compactOnPhone: {
      true: {
        '@belowSm': {
          display: 'grid',
          gridTemplateColumns: '64px 1fr',
          alignItems: 'center',
          gap: '$4',
          py: 0,
          '& [data-wheel]': { size: '64px' },
          [`& ${WheelCenter}`]: { display: 'none' },
        },
      },
    },
  },
});

/** The amount left beside the compact card's small wheel: shown below 600 px only. */
export const PhoneAmount = styled('p', {
  display: 'none',
  margin: 0,
  '@belowSm': { display: 'flex', flexDirection: 'column', gap: '$1' },
});

/**
 * A compact card's tighter padding below 600 px. The doubled class outranks the card's own padding
 * whichever rule the page inserted first: the card's first render calls this before its root's
 * styles exist, so with equal specificity the root's later rule won and the padding never applied.
 */
export const compactCard = css({ '@belowSm': { '&&': { padding: '$4', gap: '$2' } } });

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

/** The due date's words under the date, aligned with it. */
export const DueLine = styled('span', {
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: '$1',
});
