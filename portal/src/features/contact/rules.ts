import type { LanguageId, Schemas } from '@portal/openapi';
import { phoneToSend, validateEmail } from '../../lib/validation';

/** spec 5 and 9: the contact form's limits (the text's 1000, as the server's validator). */
export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 100;
export const CONTACT_TEXT_MIN = 10;
export const CONTACT_TEXT_MAX = 1000;
export const CONTACT_PHONE_MIN = 2;
export const CONTACT_PHONE_MAX = 12;

export type ContactMethod = 'phone' | 'email';

export interface ContactFields {
  /** The debt's order (case) number; null until chosen. */
  orderNr: number | null;
  headerText: string;
  text: string;
  method: ContactMethod;
  /** Digits without +358 and the leading zero. */
  phone: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** spec 5: each field's first broken rule as a message key; only the chosen method is checked. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.orderNr === null) errors.orderNr = 'contact.debtRequired';
  const subject = fields.headerText.trim();
  if (subject === '') errors.headerText = 'contact.subjectErrors.required';
  else if (subject.length < SUBJECT_MIN || subject.length > SUBJECT_MAX)
    errors.headerText = 'contact.subjectErrors.length';
  const text = fields.text.trim();
  if (text === '') errors.text = 'textErrors.required';
  else if (text.length < CONTACT_TEXT_MIN || text.length > CONTACT_TEXT_MAX)
    errors.text = 'textErrors.length';
  if (fields.method === 'phone') {
    const phone = phoneToSend(fields.phone);
    if (phone === '') errors.phone = 'validation.required';
    else if (!/^\d+$/.test(phone)) errors.phone = 'phoneNrErrors.numeric';
    else if (phone.length < CONTACT_PHONE_MIN || phone.length > CONTACT_PHONE_MAX)
      errors.phone = 'contact.phoneLength';
  } else {
    const email = validateEmail(fields.email);
    if (email) errors.email = email;
  }
  return errors;
}

export const isContactValid = (errors: ContactErrors) => Object.keys(errors).length === 0;

/** spec 7: "files (each renamed with debt number appended)": receipt.pdf -> receipt_1000001.pdf. */
export function attachmentName(fileName: string, orderNr: number): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0
    ? `${fileName.slice(0, dot)}_${orderNr}${fileName.slice(dot)}`
    : `${fileName}_${orderNr}`;
}

/** The contact request's multipart body (spec 7), typed by the contract. */
export type ContactRequestBody = Schemas['ContactRequest'];

/**
 * The multipart body of spec 7: the chosen method's detail only, each file renamed with the
 * debt number.
 */
export function contactBody(
  fields: ContactFields & { orderNr: number },
  files: readonly File[],
  registerDate: string,
  language: LanguageId,
): ContactRequestBody {
  const detail =
    fields.method === 'phone'
      ? { phone: phoneToSend(fields.phone) }
      : { email: fields.email.trim() };
  return {
    orderNr: fields.orderNr,
    registerDate,
    headerText: fields.headerText.trim(),
    text: fields.text.trim(),
    ...detail,
    files: files.map(
      (file) =>
        new File([file], attachmentName(file.name, fields.orderNr), {
          type: file.type,
          lastModified: file.lastModified,
        }),
    ),
    language,
  };
}

/**
 * Whether a failed contact request failed for a technical reason (no answer, a server error, a
 * code the messages do not have), so "a technical error" is the honest thing to add under it;
 * a refusal the server explained (too large, too many at once, the day's limit) is not one.
 */
export function isTechnicalFailure(
  error: string | null,
  hasMessage: (key: string) => boolean,
): boolean {
  return (
    error === null ||
    error === 'error.generic.0' ||
    error === 'error.server.0' ||
    !hasMessage(error)
  );
}
