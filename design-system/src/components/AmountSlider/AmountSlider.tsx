import { useId } from 'react';
import { cents, type Cents } from '@portal/openapi/money';
import { FieldLabel, FieldRoot } from '../FormField/FormField.styles';
import { Ends, Range } from './AmountSlider.styles';

export interface AmountSliderProps {
  /** Names the slider ("Kuukausierä"). */
  label: string;
  /** The smallest amount, in cents. */
  minCents: Cents;
  /** The largest amount, in cents. */
  maxCents: Cents;
  /** One step of the slider, in cents (a whole euro: 100). */
  stepCents: Cents;
  /** The chosen amount, in cents. */
  valueCents: Cents;
  /** Called with the new amount in cents as the thumb moves. */
  onValueChange: (amount: Cents) => void;
  /** The value as read aloud and shown at the ends: formatted euros. */
  formatValue: (amount: Cents) => string;
  /** Shown but not movable (e.g. while a plan is being calculated). */
  disabled?: boolean;
}

/**
 * An amount chosen by dragging or with the arrow keys (the plan builder's monthly amount), beside
 * an AmountField for typing it exactly. A native range input: the keyboard, touch and screen
 * readers work as users expect; `aria-valuetext` reads the amount in euros.
 */
export function AmountSlider({
  label,
  minCents,
  maxCents,
  stepCents,
  valueCents,
  onValueChange,
  formatValue,
  disabled,
}: AmountSliderProps) {
  const id = useId();
  const clamped = cents(Math.min(Math.max(valueCents, minCents), maxCents));
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Range
        id={id}
        type="range"
        min={minCents}
        max={maxCents}
        step={stepCents}
        value={clamped}
        disabled={disabled || maxCents <= minCents}
        aria-valuetext={formatValue(clamped)}
        onChange={(event) => onValueChange(cents(Number(event.target.value)))}
      />
      <Ends aria-hidden="true">
        <span>{formatValue(minCents)}</span>
        <span>{formatValue(maxCents)}</span>
      </Ends>
    </FieldRoot>
  );
}
