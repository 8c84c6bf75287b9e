import { describe, expect, it } from 'vitest';
import { reclamationBody, validateReclamation, type ReclamationFields } from './rules';

const valid: ReclamationFields = {
  basis: ['invoiceContent'],
  text: 'The invoice was paid already.',
  name: 'Aino Virtanen',
  email: 'aino@example.fi',
  phone: '',
};

describe('validateReclamation (spec 5)', () => {
  it.each([
    ['all well', {}, {}],
    ['no basis', { basis: [] }, { basis: 'reclamation.basisRequired' }],
    ['no text', { text: '   ' }, { text: 'reclamation.textRequired' }],
    ['text of 9 characters', { text: '123456789' }, { text: 'textErrors.length' }],
    ['text of 10 characters', { text: '1234567890' }, {}],
    ['text of 1001 characters', { text: 'x'.repeat(1001) }, { text: 'textErrors.length' }],
    ['text of 1000 characters', { text: 'x'.repeat(1000) }, {}],
    ['no name', { name: '' }, { name: 'nameErrors.required' }],
    ['name of 51 characters', { name: 'n'.repeat(51) }, { name: 'nameErrors.length' }],
    ['no e-mail', { email: '' }, { email: 'validation.email.required' }],
    [
      'e-mail of 51',
      { email: `${'a'.repeat(40)}@example.fi` },
      { email: 'validation.email.length' },
    ],
    ['not an e-mail', { email: 'aino@' }, { email: 'validation.email.email' }],
    ['phone with letters', { phone: '40abc' }, { phone: 'phoneNrErrors.numeric' }],
    ['phone of 13 digits', { phone: '1234567890123' }, { phone: 'phoneNrErrors.length' }],
    ['phone of 12 digits', { phone: '123456789012' }, {}],
    [
      'other reason without a phone',
      { basis: ['invoiceContent', 'otherReason'], phone: ' ' },
      { phone: 'phoneNrErrors.required' },
    ],
    ['other reason with a phone', { basis: ['otherReason'], phone: '401234567' }, {}],
    [
      'other reason with letters in the phone',
      { basis: ['otherReason'], phone: '40abc' },
      { phone: 'phoneNrErrors.numeric' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(validateReclamation({ ...valid, ...change } as ReclamationFields)).toEqual(errors);
  });
});

describe('reclamationBody (spec 7)', () => {
  it('lists basis, bills and files, trims the text, and leaves out an empty phone', () => {
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const body = reclamationBody(
      1000001,
      { ...valid, basis: ['invoiceContent', 'otherReason'], text: ' Paid already. ', phone: ' ' },
      [11, 12],
      [file],
    );
    expect(body).toEqual({
      orderNr: 1000001,
      basis: ['invoiceContent', 'otherReason'],
      text: 'Paid already.',
      name: 'Aino Virtanen',
      email: 'aino@example.fi',
      billNrs: [11, 12],
      files: [file],
    });
    expect('phone' in body).toBe(false);
  });

  it('sends a phone that was given', () => {
    expect(reclamationBody(1, { ...valid, phone: ' 401234567 ' }, [1], []).phone).toBe('401234567');
  });
});
