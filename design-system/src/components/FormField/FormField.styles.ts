import { focusRing, styled, type CSS } from '../../theme';

export const FieldRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  fontFamily: '$body',
  color: '$text',
  minWidth: 0,
});

export const FieldLabel = styled('label', {
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$snug',
});

export const FieldLegend = styled('legend', {
  padding: 0,
  marginBottom: '$2',
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$snug',
});

export const FieldSet = styled('fieldset', {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  fontFamily: '$body',
  color: '$text',
});

export const RequiredMark = styled('span', { color: '$danger', marginLeft: '$1' });

export const FieldHint = styled('p', {
  margin: 0,
  fontSize: '$sm',
  color: '$textMuted',
});

export const FieldError = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  margin: 0,
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$danger',
  '& svg': { flexShrink: 0, marginTop: '1px' },
});

/** The look of every text-like control (input, textarea, select trigger). */
export const controlStyles: CSS = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '$touch',
  margin: 0,
  px: '$3',
  py: '$2',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$background',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$body',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: '$danger', boxShadow: 'inset 0 0 0 1px $colors$danger' },
  '&[aria-invalid="true"]:focus-visible': focusRing,
  '&:disabled, &[data-disabled]': {
    cursor: 'not-allowed',
    backgroundColor: '$disabledSurface',
    color: '$disabled',
    borderColor: '$disabledSurface',
  },
};

export const Input = styled('input', controlStyles);

/** An input with a fixed text before or after it (+358, €). */
export const AffixGroup = styled('div', {
  display: 'flex',
  alignItems: 'stretch',
  '& > input': { flex: 1, minWidth: 0 },
  variants: {
    affix: {
      prefix: { '& > input': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } },
      suffix: { '& > input': { borderTopRightRadius: 0, borderBottomRightRadius: 0 } },
    },
  },
});

export const Affix = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  px: '$3',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontWeight: '$medium',
  variants: {
    side: {
      prefix: { borderRight: 0, borderRadius: '$sm 0 0 $sm' },
      suffix: { borderLeft: 0, borderRadius: '0 $sm $sm 0' },
    },
  },
});
