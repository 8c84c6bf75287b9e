export { FeedbackSmiley } from './FeedbackSmiley';
export type { FeedbackSmileyProps, FeedbackSmileyState, Smiley } from './FeedbackSmiley';
