import { styled } from '../../theme';

export const AmountLabel = styled('p', { margin: 0, color: '$textMuted' });

/** The amount to pay, large (not 16 px inside the wheel). */
export const Amount = styled('p', {
  margin: '0 0 $2',
  fontSize: '$3xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  fontVariantNumeric: 'tabular-nums',
});

export const Due = styled('p', {
  margin: '0 0 $4',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$2',
  rowGap: '$1',
  color: '$textMuted',
});

export const DueDate = styled('span', { color: '$text', fontWeight: '$bold' });

export const Urgency = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontWeight: '$bold',
  '& svg': { flexShrink: 0, size: '20px' },
  variants: {
    urgency: {
      none: { color: '$text' },
      soon: { color: '$warning' },
      overdue: { color: '$danger' },
    },
  },
});

export const Extra = styled('div', {
  marginTop: '$3',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});
