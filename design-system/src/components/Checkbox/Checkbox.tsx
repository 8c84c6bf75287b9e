import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { CheckIcon, ErrorIcon } from '../../icons';
import { FieldError, FieldHint } from '../FormField/FormField.styles';
import { CheckboxBox, CheckboxRow, CheckboxText, Dash } from './Checkbox.styles';

/** Radix's `data-state` of the box. */
export type CheckboxState = 'checked' | 'unchecked' | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
  'children'
> {
  /** The visible label, also the accessible name. */
  label: ReactNode;
  /** Help under the label; read with the checkbox. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the checkbox. */
  error?: ReactNode;
}

/** A labelled checkbox on Radix Checkbox (e-mail allowed, settlement agreement, bill choice). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, disabled, ...rest },
  ref,
) {
  const generated = useId();
  const boxId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <CheckboxRow className={className}>
      <CheckboxBox
        ref={ref}
        id={boxId}
        disabled={disabled}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        <CheckboxPrimitive.Indicator>
          {rest.checked === 'indeterminate' ? <Dash /> : <CheckIcon size={18} strokeWidth={3} />}
        </CheckboxPrimitive.Indicator>
      </CheckboxBox>
      <CheckboxText data-disabled={disabled ? '' : undefined}>
        <label htmlFor={boxId}>{label}</label>
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {error ? (
          <FieldError id={errorId}>
            <ErrorIcon />
            <span>{error}</span>
          </FieldError>
        ) : null}
      </CheckboxText>
    </CheckboxRow>
  );
});
