import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../../icons';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './FormField.styles';

/** What a field hands to its control so that label, hint and error are wired by id. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The visible label; every field has one (WCAG 3.3.2). */
  label: ReactNode;
  /** Help under the label; linked to the control with `aria-describedby`. */
  hint?: ReactNode;
  /** A translated error message; the control is marked invalid while one is shown. */
  error?: ReactNode;
  /** Marks the field required (visibly and for assistive technology). */
  required?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
  /** Extra ids the control should be described by (e.g. a counter). */
  describedBy?: string;
  /** Renders the control with the ids it needs. */
  children: (control: FieldControlProps) => ReactNode;
  /** Rendered after the control, before the error (a counter, a list of files). */
  after?: ReactNode;
}

/** Label, hint and error around one control. The base of every text-like field. */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  className,
  describedBy,
  children,
  after,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot className={className} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({
        id: controlId,
        'aria-describedby': described,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {after}
      {error ? (
        <FieldError id={errorId}>
          <ErrorIcon />
          <span>{error}</span>
        </FieldError>
      ) : null}
    </FieldRoot>
  );
}

export interface FieldErrorMessageProps {
  /** The id a group's `aria-describedby` points to. */
  id?: string;
  /** The translated message: what to do, not only what is wrong. */
  children: ReactNode;
}

/**
 * The one inline error style for a group the portal lays out itself (a set of
 * checkboxes): the same icon, colour and type as every field's error.
 */
export function FieldErrorMessage({ id, children }: FieldErrorMessageProps) {
  return (
    <FieldError id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </FieldError>
  );
}
