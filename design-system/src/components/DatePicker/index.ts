export { DatePicker } from './DatePicker';
export type { DateInputReason, DatePickerLabels, DatePickerProps } from './DatePicker';
export { isSelectable, monthGrid, parseDisplayDate } from './calendar';
export type { DateLimits } from './calendar';
