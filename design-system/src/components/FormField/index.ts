export { FieldErrorMessage, FormField } from './FormField';
export type { FieldControlProps, FieldErrorMessageProps, FormFieldProps } from './FormField';
