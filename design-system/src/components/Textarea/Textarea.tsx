import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField } from '../FormField/FormField';
import { Counter, TextareaControl } from './Textarea.styles';

export type TextareaCounterState = 'within' | 'over';

interface BaseProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The field's visible label. */
  label: ReactNode;
  /** Help under the label; read with the field. */
  hint?: ReactNode;
  /** What is wrong and what to do; shown in red, read with the field, marks it invalid. */
  error?: ReactNode;
}

/** With a `maxLength` the counter is shown, and its text must be given (plural-aware, translated). */
type CounterProps =
  | { maxLength?: undefined; formatCounter?: undefined }
  | {
      maxLength: number;
      /** The counter's text from the count and the limit (translated, e.g. "120/2000"). */
      formatCounter: (count: number, max: number) => string;
    };

export type TextareaProps = BaseProps & CounterProps;

/**
 * A labelled multi-line field with a character counter (contact form 2000, reclamation 1000,
 * feedback comment 300). The counter describes the field and turns red when over.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, id, className, maxLength, formatCounter, onChange, ...rest },
  ref,
) {
  const counterId = `counter-${useId()}`;
  const [ownLength, setOwnLength] = useState(() => String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : ownLength;
  const state: TextareaCounterState =
    maxLength !== undefined && length > maxLength ? 'over' : 'within';
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      describedBy={maxLength !== undefined ? counterId : undefined}
      after={
        maxLength !== undefined && formatCounter ? (
          <Counter id={counterId} data-state={state}>
            {formatCounter(length, maxLength)}
          </Counter>
        ) : null
      }
    >
      {(control) => (
        <TextareaControl
          ref={ref}
          required={required}
          maxLength={maxLength}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            setOwnLength(event.target.value.length);
            onChange?.(event);
          }}
          {...control}
          {...rest}
        />
      )}
    </FormField>
  );
});
