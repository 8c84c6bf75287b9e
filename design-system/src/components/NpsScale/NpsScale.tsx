import { forwardRef, useId } from 'react';
import { FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { Ends, Point, Scale } from './NpsScale.styles';

/** NPS is 0-10. */
export const NPS_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type NpsValue = (typeof NPS_VALUES)[number];

export interface NpsScaleProps {
  /** "Kuinka todennäköisesti suosittelisit Velkaportaalia muille, joilla on velka perinnässä?" */
  legend: string;
  /** Meaning of 0 and of 10; they describe the group. */
  lowLabel: string;
  /** What 10 means (e.g. "extremely likely"). */
  highLabel: string;
  /** The number chosen (0-10), or null. */
  value: NpsValue | null;
  /** Called with the number chosen. */
  onValueChange: (value: NpsValue) => void;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** The 0-10 recommendation scale as a radio group (arrow keys move and choose). */
export const NpsScale = forwardRef<HTMLDivElement, NpsScaleProps>(function NpsScale(
  { legend, lowLabel, highLabel, value, onValueChange, disabled, className },
  ref,
) {
  const base = `nps-${useId()}`;
  return (
    <FieldSet className={className} data-state={value === null ? 'unanswered' : 'answered'}>
      <FieldLegend id={`${base}-legend`}>{legend}</FieldLegend>
      <Scale
        ref={ref}
        aria-labelledby={`${base}-legend`}
        aria-describedby={`${base}-ends`}
        orientation="horizontal"
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onValueChange(Number(next) as NpsValue)}
        disabled={disabled}
      >
        {NPS_VALUES.map((n) => (
          <Point key={n} value={String(n)}>
            {n}
          </Point>
        ))}
      </Scale>
      <Ends id={`${base}-ends`}>
        <span>0 = {lowLabel}</span>
        <span>10 = {highLabel}</span>
      </Ends>
    </FieldSet>
  );
});
