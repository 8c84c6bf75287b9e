/**
 * Contact-detail form rules (spec 5: the profile, the invoice copy, the court decision) as pure functions: each answers a translation key for the
 * first broken rule, or null when the value is valid.
 */

export const PHONE_MAX_DIGITS = 12;
export const EMAIL_MAX_LENGTH = 50;

/** The number as the API takes it: without +358 and without the leading zero (spec 5). */
export function phoneToSend(value: string): string {
  return value.trim().replace(/^0+/, '');
}

/** Digits only, 1-12 of them once a leading zero is gone. */
export function validatePhone(value: string): string | null {
  const number = phoneToSend(value);
  if (value.trim() === '') return 'validation.required';
  if (!/^\d+$/.test(number)) return 'validation.numeric';
  if (number.length > PHONE_MAX_DIGITS) return 'validation.phone.length';
  return null;
}

// One @, something before it, a dot in the domain, no spaces: what the back office accepts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One address: required, at most 50, a valid address (spec 5's validation.email.* keys). */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'validation.email.required';
  if (value.length > EMAIL_MAX_LENGTH) return 'validation.email.length';
  if (!EMAIL_PATTERN.test(value)) return 'validation.email.email';
  return null;
}

export interface EmailPairErrors {
  email: string | null;
  repeat: string | null;
}

/**
 * The address and its repeat: required, at most 50, a valid address, the two the same. An empty
 * repeat asks for the address again rather than saying the two differ.
 */
export function validateEmailPair(email: string, repeat: string): EmailPairErrors {
  const second =
    repeat.trim() === '' && email.trim() !== ''
      ? 'validation.email.repeatRequired'
      : repeat.trim() !== email.trim()
        ? 'validation.email.sameAs'
        : null;
  return { email: validateEmail(email), repeat: second };
}

export const isEmailPairValid = (errors: EmailPairErrors) => !errors.email && !errors.repeat;
