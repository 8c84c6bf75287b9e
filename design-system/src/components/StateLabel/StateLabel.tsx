import { forwardRef, type HTMLAttributes } from 'react';
import { CheckIcon } from '../../icons';
import { StateLabelRoot } from './StateLabel.styles';

/** Colour groups of debt state labels: the values of the contract's `DebtState.colorGroup`. */
export type StateTone = 'neutral' | 'info' | 'warning' | 'danger' | 'success';

const tones: readonly StateTone[] = ['neutral', 'info', 'warning', 'danger', 'success'];

/**
 * The label colour of a contract `colorGroup`. The server decides which state has which colour
 * (server/src/services/debt-rules.ts); a value this version does not know is shown neutral
 * rather than failing, because the contract types it as a plain string.
 */
export function stateToneOf(colorGroup: string): StateTone {
  return (tones as readonly string[]).includes(colorGroup) ? (colorGroup as StateTone) : 'neutral';
}

export interface StateLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The translated state name, e.g. debtState.4 "Oikeudessa". */
  children: string;
  /** The contract's `DebtState.colorGroup`, passed as it arrives. */
  colorGroup: string;
  /** The contract's `DebtState.ended`: shows a check mark before the text. */
  ended?: boolean;
}

/** The coloured label of a debt's state. Colour is never the only cue: the text says it. */
export const StateLabel = forwardRef<HTMLSpanElement, StateLabelProps>(function StateLabel(
  { children, colorGroup, ended = false, ...rest },
  ref,
) {
  const tone = stateToneOf(colorGroup);
  return (
    <StateLabelRoot ref={ref} tone={tone} data-state={tone} {...rest}>
      {ended ? <CheckIcon size="1em" strokeWidth={3} /> : null}
      {children}
    </StateLabelRoot>
  );
});
