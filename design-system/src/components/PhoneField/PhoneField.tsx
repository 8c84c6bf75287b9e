import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { Affix, AffixGroup, Input } from './PhoneField.styles';

export const FINNISH_PREFIX = '+358';

/**
 * A Finnish number as typed, without the country code: spaces, a pasted "+358" and the
 * leading zero ("040 123" → "40123") go; everything else stays for validation to judge.
 */
export function normalisePhoneInput(text: string): string {
  return text
    .replace(/[\s-]/g, '')
    .replace(/^\+?358/, '')
    .replace(/^0+/, '');
}

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'size'
> {
  /** The field's visible label. */
  label: ReactNode;
  /** Help under the label (e.g. the format +358...); read with the field. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the field, marks it invalid. */
  error?: ReactNode;
  /** The number without country code and without a leading zero. */
  value: string;
  /** Called with the field's new value. */
  onValueChange: (value: string) => void;
}

/** Phone input with the fixed +358 prefix; a leading zero is stripped as it is typed. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, hint, error, required, id, className, value, onValueChange, ...rest },
  ref,
) {
  const prefixId = `prefix-${useId()}`;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      describedBy={prefixId}
    >
      {(control) => (
        <AffixGroup affix="prefix">
          <Affix side="prefix" id={prefixId}>
            {FINNISH_PREFIX}
          </Affix>
          <Input
            ref={ref}
            type="tel"
            inputMode="tel"
            // "tel": the one autofill token HTML allows on a tel input ("tel-national" is a text
            // field's); a filled "+358 40 …" loses its country code in normalisePhoneInput.
            autoComplete="tel"
            required={required}
            value={value}
            onChange={(event) => onValueChange(normalisePhoneInput(event.target.value))}
            {...control}
            {...rest}
          />
        </AffixGroup>
      )}
    </FormField>
  );
});
