import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { ErrorIcon } from '../../icons';
import { FieldError, FieldHint, FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { RadioDot, RadioItem, RadioOption, RadioRoot } from './RadioGroup.styles';

export interface RadioOptionData {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'children' | 'dir'
> {
  /** The question; rendered as the fieldset legend and naming the radio group. */
  legend: ReactNode;
  /** The choices: value, label and an optional hint each. */
  options: readonly RadioOptionData[];
  /** Help under the legend; read with the group. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the group. */
  error?: ReactNode;
}

/**
 * One choice of a few, on Radix RadioGroup (arrow keys move and select). Used for the plan's
 * due day (first, middle or last of the month) and the settlement choice.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { legend, options, hint, error, orientation = 'vertical', className, ...rest },
  ref,
) {
  const base = `radio-${useId()}`;
  const legendId = `${base}-legend`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <FieldSet className={className} data-state={error ? 'invalid' : 'valid'}>
      <FieldLegend id={legendId}>{legend}</FieldLegend>
      {hint ? (
        <FieldHint id={hintId} css={{ marginBottom: '$3' }}>
          {hint}
        </FieldHint>
      ) : null}
      <RadioRoot
        ref={ref}
        orientation={orientation}
        aria-labelledby={legendId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {options.map((option) => {
          const itemId = `${base}-${option.value}`;
          return (
            <RadioOption key={option.value} data-disabled={option.disabled ? '' : undefined}>
              <RadioItem
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? `${itemId}-hint` : undefined}
              >
                <RadioDot />
              </RadioItem>
              <div>
                <label htmlFor={itemId}>{option.label}</label>
                {option.hint ? <FieldHint id={`${itemId}-hint`}>{option.hint}</FieldHint> : null}
              </div>
            </RadioOption>
          );
        })}
      </RadioRoot>
      {error ? (
        <FieldError id={errorId} css={{ marginTop: '$2' }}>
          <ErrorIcon />
          <span>{error}</span>
        </FieldError>
      ) : null}
    </FieldSet>
  );
});
