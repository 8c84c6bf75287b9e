import type { Schemas } from '@portal/openapi';
import { validateEmail } from '../../lib/validation';

/** spec 5 and 9: the reclamation's limits. */
export const RECLAMATION_TEXT_MIN = 10;
export const RECLAMATION_TEXT_MAX = 1000;
export const RECLAMATION_NAME_MAX = 50;
export const RECLAMATION_PHONE_MAX = 12;

export const RECLAMATION_BASES = [
  'invoiceContent',
  'invoiceGround',
  'collectionCosts',
  'otherReason',
] as const;
export type ReclamationBasis = (typeof RECLAMATION_BASES)[number];

export interface ReclamationFields {
  basis: readonly ReclamationBasis[];
  text: string;
  name: string;
  email: string;
  /** Digits without +358; optional, except with the basis "other reason" (spec 5, the other flow). */
  phone: string;
}

export type ReclamationErrors = Partial<Record<keyof ReclamationFields, string>>;

/** spec 5, the other flow: a complaint on "other reason" is handled by phone, so the number is required. */
export const phoneRequired = (basis: readonly ReclamationBasis[]) => basis.includes('otherReason');

/** spec 5: each field's first broken rule, as the spec's message key (empty when all is well). */
export function validateReclamation(fields: ReclamationFields): ReclamationErrors {
  const errors: ReclamationErrors = {};
  if (fields.basis.length === 0) errors.basis = 'reclamation.basisRequired';
  const text = fields.text.trim();
  // The error names the field's own question, not a generic "write a message".
  if (text === '') errors.text = 'reclamation.textRequired';
  else if (text.length < RECLAMATION_TEXT_MIN || text.length > RECLAMATION_TEXT_MAX)
    errors.text = 'textErrors.length';
  const name = fields.name.trim();
  if (name === '') errors.name = 'nameErrors.required';
  else if (name.length > RECLAMATION_NAME_MAX) errors.name = 'nameErrors.length';
  const email = validateEmail(fields.email);
  if (email) errors.email = email;
  const phone = fields.phone.trim();
  if (phone === '' && phoneRequired(fields.basis)) errors.phone = 'phoneNrErrors.required';
  else if (phone !== '') {
    if (!/^\d+$/.test(phone)) errors.phone = 'phoneNrErrors.numeric';
    else if (phone.length > RECLAMATION_PHONE_MAX) errors.phone = 'phoneNrErrors.length';
  }
  return errors;
}

export const isReclamationValid = (errors: ReclamationErrors) => Object.keys(errors).length === 0;

/** The reclamation's multipart body (spec 7), typed by the contract. */
export type ReclamationRequestBody = Schemas['Reclamation'];

/**
 * The multipart body of spec 7: `basis`, `billNrs` and `files` are repeated parts; the phone only
 * when given.
 */
export function reclamationBody(
  orderNr: number,
  fields: ReclamationFields,
  billNrs: readonly number[],
  files: readonly File[],
): ReclamationRequestBody {
  const phone = fields.phone.trim();
  return {
    orderNr,
    basis: [...fields.basis],
    text: fields.text.trim(),
    name: fields.name.trim(),
    ...(phone === '' ? {} : { phone }),
    email: fields.email.trim(),
    billNrs: [...billNrs],
    files: [...files],
  };
}
