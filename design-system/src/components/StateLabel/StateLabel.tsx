import { forwardRef, type HTMLAttributes } from 'react';
import { CheckIcon } from '../../icons';
import { StateLabelRoot } from './StateLabel.styles';

/** Colour groups of debt states. */
export type StateTone = 'neutral' | 'info' | 'warning' | 'danger' | 'success';

/** Debt states of spec 4: 1-7, 11 and 12 open; 8 paid, 9 ended and 10 groundless are ended. */
export type DebtState = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

const tones: Record<DebtState, StateTone> = {
  1: 'neutral',
  2: 'info',
  3: 'warning',
  4: 'danger',
  5: 'danger',
  6: 'info',
  7: 'neutral',
  8: 'success',
  9: 'success',
  10: 'success',
  11: 'info',
  12: 'warning',
};

/** The label colour of a debt state (a look, not a rule: the portal may pass its own tone). */
export function debtStateTone(state: DebtState): StateTone {
  return tones[state];
}

/** Ended states (8, 9, 10) show a check mark (spec 4). */
export function isEndedDebtState(state: DebtState): boolean {
  return state === 8 || state === 9 || state === 10;
}

export interface StateLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The translated state name, e.g. debtState.4 "Oikeudessa". */
  children: string;
  tone: StateTone;
  /** Shows a check mark before the text. */
  ended?: boolean;
}

/** The coloured label of a debt's state. Colour is never the only cue: the text says it. */
export const StateLabel = forwardRef<HTMLSpanElement, StateLabelProps>(function StateLabel(
  { children, tone, ended = false, ...rest },
  ref,
) {
  return (
    <StateLabelRoot ref={ref} tone={tone} data-state={tone} {...rest}>
      {ended ? <CheckIcon size="1em" strokeWidth={3} /> : null}
      {children}
    </StateLabelRoot>
  );
});
