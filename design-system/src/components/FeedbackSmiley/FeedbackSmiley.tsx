import { forwardRef, useId } from 'react';
import { BadIcon, GoodIcon } from '../../icons';
import { FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { Face, Faces } from './FeedbackSmiley.styles';

/** Smiley 0 bad, 1 good. */
export type Smiley = 0 | 1;
export type FeedbackSmileyState = 'unanswered' | 'good' | 'bad';

export interface FeedbackSmileyProps {
  /** The question, "Miten asiointi sujui?". */
  legend: string;
  /** Accessible name of the happy face. */
  goodLabel: string;
  /** Accessible name of the sad face. */
  badLabel: string;
  /** The face chosen, or null. */
  value: Smiley | null;
  /** Called with the face chosen. */
  onValueChange: (value: Smiley) => void;
  /** Locked once sent. */
  disabled?: boolean;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** Good or bad: two big faces as a radio group (Radix RadioGroup). */
export const FeedbackSmiley = forwardRef<HTMLDivElement, FeedbackSmileyProps>(
  function FeedbackSmiley(
    { legend, goodLabel, badLabel, value, onValueChange, disabled = false, className },
    ref,
  ) {
    const legendId = `smiley-${useId()}`;
    const state: FeedbackSmileyState = value === null ? 'unanswered' : value === 1 ? 'good' : 'bad';
    return (
      <FieldSet className={className} data-state={state}>
        <FieldLegend id={legendId}>{legend}</FieldLegend>
        <Faces
          ref={ref}
          aria-labelledby={legendId}
          orientation="horizontal"
          value={value === null ? '' : String(value)}
          onValueChange={(next) => onValueChange(next === '1' ? 1 : 0)}
          disabled={disabled}
        >
          <Face value="1">
            <GoodIcon />
            <span>{goodLabel}</span>
          </Face>
          <Face value="0">
            <BadIcon />
            <span>{badLabel}</span>
          </Face>
        </Faces>
      </FieldSet>
    );
  },
);
