export { StateLabel, stateToneOf } from './StateLabel';
export type { StateLabelProps, StateTone } from './StateLabel';
