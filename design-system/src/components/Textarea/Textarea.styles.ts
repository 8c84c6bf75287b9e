import { styled } from '../../theme';
import { controlStyles } from '../FormField/FormField.styles';

export const TextareaControl = styled('textarea', controlStyles, {
  minHeight: '120px',
  resize: 'vertical',
});

export const Counter = styled('p', {
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: '$sm',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
  '&[data-state="over"]': { color: '$danger', fontWeight: '$medium' },
});
