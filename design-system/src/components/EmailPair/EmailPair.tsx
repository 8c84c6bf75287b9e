import type { FocusEvent, ReactNode } from 'react';
import { TextField } from '../TextField/TextField';
import { EmailPairRoot } from './EmailPair.styles';

export type EmailPairField = 'email' | 'repeat';

export interface EmailPairProps {
  /** Label of the email field. */
  emailLabel: ReactNode;
  /** Label of the repeat field. */
  repeatLabel: ReactNode;
  /** The email address typed. */
  email: string;
  /** The address typed again. */
  repeat: string;
  /** Called with the email field's new value. */
  onEmailChange: (value: string) => void;
  /** Called with the repeat field's new value. */
  onRepeatChange: (value: string) => void;
  /** Called when either field loses focus (validation on leaving a field). */
  onBlur?: (field: EmailPairField, event: FocusEvent<HTMLInputElement>) => void;
  /** Translated messages, e.g. validation.email.email and validation.email.sameAs. */
  emailError?: ReactNode;
  /** What is wrong with the repeat (e.g. the addresses differ); marks it invalid. */
  repeatError?: ReactNode;
  /** Help under the email label; read with the field. */
  hint?: ReactNode;
  /** Marks both fields required. */
  required?: boolean;
  /** Shown but not editable. */
  disabled?: boolean;
  /** At most 50 characters. */
  maxLength?: number;
  /** Base for the two input ids (`${id}` and `${id}-repeat`). */
  id?: string;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/**
 * E-mail with repeat (invoice copy, court decision). Both are ordinary, pasteable inputs; the
 * comparison is the portal's validation, shown here through `repeatError`.
 */
export function EmailPair({
  emailLabel,
  repeatLabel,
  email,
  repeat,
  onEmailChange,
  onRepeatChange,
  onBlur,
  emailError,
  repeatError,
  hint,
  required,
  disabled,
  maxLength = 50,
  id,
  className,
}: EmailPairProps) {
  return (
    <EmailPairRoot
      className={className}
      data-state={emailError || repeatError ? 'invalid' : 'valid'}
    >
      <TextField
        id={id}
        type="email"
        autoComplete="email"
        label={emailLabel}
        hint={hint}
        error={emailError}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        onBlur={(event) => onBlur?.('email', event)}
      />
      <TextField
        id={id ? `${id}-repeat` : undefined}
        type="email"
        autoComplete="email"
        label={repeatLabel}
        error={repeatError}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        value={repeat}
        onChange={(event) => onRepeatChange(event.target.value)}
        onBlur={(event) => onBlur?.('repeat', event)}
      />
    </EmailPairRoot>
  );
}
