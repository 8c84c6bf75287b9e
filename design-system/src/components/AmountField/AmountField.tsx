import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Cents } from '@portal/openapi/money';
import { formatCentsForInput, parseEuroInput, type FormatLocale } from '../../format';
import { FormField } from '../FormField/FormField';
import { Affix, AffixGroup, Input } from './AmountField.styles';

export interface AmountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> {
  /** Say the unit in the label ("Summa euroina"): the € sign beside the input is decorative. */
  label: ReactNode;
  /** Help under the label (e.g. the allowed range); read with the field. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the field, marks it invalid. */
  error?: ReactNode;
  /** Integer cents, or `null` while the field is empty or unreadable. */
  valueCents: Cents | null;
  /** Called on every keystroke with the parsed cents (`null` if not an amount) and the raw text. */
  onValueChange: (cents: Cents | null, text: string) => void;
  /** Formatting locale: decimal comma in fi-FI and sv-SE, point in en-US. */
  locale?: FormatLocale;
}

const toText = (cents: Cents | null, locale: FormatLocale) =>
  cents === null ? '' : formatCentsForInput(cents, locale);

/**
 * Euro input: accepts "12,50" and "12.50" (and "12 €"), reports integer cents, and tidies the
 * text to two decimals in the locale's style when the field loses focus.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  {
    label,
    hint,
    error,
    required,
    id,
    className,
    valueCents,
    onValueChange,
    locale = 'fi-FI',
    onBlur,
    ...rest
  },
  ref,
) {
  const [text, setText] = useState(() => toText(valueCents, locale));
  const [seen, setSeen] = useState(valueCents);
  // A new value from the parent that the text does not already say replaces the text.
  if (valueCents !== seen) {
    setSeen(valueCents);
    if (parseEuroInput(text) !== valueCents) setText(toText(valueCents, locale));
  }
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <AffixGroup affix="suffix">
          <Input
            ref={ref}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required={required}
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              onValueChange(parseEuroInput(next), next);
            }}
            onBlur={(event) => {
              const cents = parseEuroInput(text);
              if (cents !== null) setText(formatCentsForInput(cents, locale));
              onBlur?.(event);
            }}
            data-state={
              text === '' ? 'empty' : parseEuroInput(text) === null ? 'unreadable' : 'amount'
            }
            {...control}
            {...rest}
          />
          <Affix side="suffix" aria-hidden="true">
            €
          </Affix>
        </AffixGroup>
      )}
    </FormField>
  );
});
