export { DueWords, PayBlock } from './PayBlock';
export type { PayBlockAction, PayBlockProps, PayUrgency } from './PayBlock';
