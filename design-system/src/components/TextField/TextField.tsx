import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { Input } from '../FormField/FormField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The field's visible label. */
  label: ReactNode;
  /** Help under the label; read with the field. */
  hint?: ReactNode;
  /** A translated error message; marks the input invalid and describes it. */
  error?: ReactNode;
}

/** A labelled text input with hint and error (the form's validation messages are passed in). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, className, type = 'text', ...rest },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => <Input ref={ref} type={type} required={required} {...control} {...rest} />}
    </FormField>
  );
});
