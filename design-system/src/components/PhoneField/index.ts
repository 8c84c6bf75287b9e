export { FINNISH_PREFIX, normalisePhoneInput, PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
