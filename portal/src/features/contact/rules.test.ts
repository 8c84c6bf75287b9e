import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  contactBody,
  isTechnicalFailure,
  validateContact,
  type ContactFields,
} from './rules';

const valid: ContactFields = {
  orderNr: 2000001,
  headerText: 'Payment date',
  text: 'Can I pay at the end of the month?',
  method: 'email',
  phone: '',
  email: 'matti@example.fi',
};

describe('validateContact (spec 5)', () => {
  it.each([
    ['all well', {}, {}],
    ['no debt chosen', { orderNr: null }, { orderNr: 'contact.debtRequired' }],
    ['no subject', { headerText: '' }, { headerText: 'contact.subjectErrors.required' }],
    ['subject of 4', { headerText: 'abcd' }, { headerText: 'contact.subjectErrors.length' }],
    ['subject of 5', { headerText: 'abcde' }, {}],
    [
      'subject of 101',
      { headerText: 's'.repeat(101) },
      { headerText: 'contact.subjectErrors.length' },
    ],
    ['text of 9', { text: '123456789' }, { text: 'textErrors.length' }],
    ['text of 1001', { text: 't'.repeat(1001) }, { text: 'textErrors.length' }],
    ['e-mail chosen, none given', { email: '' }, { email: 'validation.email.required' }],
    ['e-mail chosen, invalid', { email: 'matti@' }, { email: 'validation.email.email' }],
    ['phone chosen, none given', { method: 'phone', phone: '' }, { phone: 'validation.required' }],
    ['phone of 1 digit', { method: 'phone', phone: '4' }, { phone: 'contact.phoneLength' }],
    ['phone of 2 digits', { method: 'phone', phone: '40' }, {}],
    [
      'phone of 13 digits',
      { method: 'phone', phone: '4'.repeat(13) },
      { phone: 'contact.phoneLength' },
    ],
    ['phone with letters', { method: 'phone', phone: '40a' }, { phone: 'phoneNrErrors.numeric' }],
    [
      'phone chosen: the e-mail is not checked',
      { method: 'phone', phone: '401234567', email: 'x' },
      {},
    ],
  ])('%s', (_name, change, errors) => {
    expect(validateContact({ ...valid, ...change } as ContactFields)).toEqual(errors);
  });
});

describe('contactBody (spec 7)', () => {
  it('names each file with the debt number and sends the chosen detail and the language', () => {
    expect(attachmentName('receipt.pdf', 2000001)).toBe('receipt_2000001.pdf');
    expect(attachmentName('notes', 2000001)).toBe('notes_2000001');
    expect(attachmentName('a.b.png', 7)).toBe('a.b_7.png');
    const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const body = contactBody(
      { ...valid, orderNr: 2000001, method: 'phone', phone: '0401234567' },
      [receipt],
      '2026-11-24',
      'se',
    );
    expect(body).toEqual({
      orderNr: 2000001,
      registerDate: '2026-11-24',
      headerText: 'Payment date',
      text: 'Can I pay at the end of the month?',
      phone: '401234567',
      files: [expect.any(File)],
      language: 'se',
    });
    expect((body.files?.[0] as File).name).toBe('receipt_2000001.pdf');
    expect(body.files?.[0]?.type).toBe('application/pdf');
  });

  it('sends the e-mail, not the phone, when e-mail is chosen', () => {
    const body = contactBody({ ...valid, orderNr: 2000001, email: ' m@x.fi ' }, [], 'd', 'fi');
    expect(body.email).toBe('m@x.fi');
    expect('phone' in body).toBe(false);
  });
});

describe('isTechnicalFailure: "a technical error" only when it was one', () => {
  const known = (key: string) => key !== 'error.unknown.9';
  it.each([
    [null, true],
    ['error.generic.0', true],
    ['error.server.0', true],
    ['error.unknown.9', true],
    ['error.attachment.2', false],
    ['error.attachment.3', false],
    ['fileSizeError', false],
  ])('%s: %s', (error, technical) => {
    expect(isTechnicalFailure(error, known)).toBe(technical);
  });
});
