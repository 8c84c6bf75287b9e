/** The feedback feature's public entry: the feedback form other dialogs end with (spec 4). */
export { FeedbackForm, type FeedbackFormProps } from './components/FeedbackForm';
