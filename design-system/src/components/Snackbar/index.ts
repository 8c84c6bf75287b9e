export { Snackbar, SNACKBAR_DURATION, SNACKBAR_LONG_DURATION } from './Snackbar';
export type { SnackbarProps, SnackbarTone } from './Snackbar';
