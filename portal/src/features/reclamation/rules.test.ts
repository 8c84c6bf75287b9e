import { describe, expect, it } from 'vitest';
import { reclamationForm, validateReclamation, type ReclamationFields } from './rules';

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

describe('reclamationForm (spec 7)', () => {
  it('repeats basis, bills and files, and leaves out an empty phone', () => {
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const form = reclamationForm(
      1000001,
      { ...valid, basis: ['invoiceContent', 'otherReason'] },
      [11, 12],
      [file],
    );
    expect(form.get('orderNr')).toBe('1000001');
    expect(form.getAll('basis')).toEqual(['invoiceContent', 'otherReason']);
    expect(form.getAll('billNrs')).toEqual(['11', '12']);
    expect(form.has('phone')).toBe(false);
    expect((form.get('files') as File).name).toBe('receipt.pdf');
  });
});
