export { Textarea } from './Textarea';
export type { TextareaCounterState, TextareaProps } from './Textarea';
