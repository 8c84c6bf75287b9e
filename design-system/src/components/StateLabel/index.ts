export { debtStateTone, isEndedDebtState, StateLabel } from './StateLabel';
export type { DebtState, StateLabelProps, StateTone } from './StateLabel';
