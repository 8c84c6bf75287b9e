import { describe, expect, it } from 'vitest';
import { multipartForm } from './multipart';

describe('multipartForm', () => {
  it('repeats an array, leaves out an absent part, sends numbers as digits and files by name', () => {
    const file = new File(['%PDF-1.4'], 'receipt_1000001.pdf', { type: 'application/pdf' });
    const form = multipartForm({
      orderNr: 1000001,
      basis: ['invoiceContent', 'otherReason'],
      phone: undefined,
      billNrs: [11, 12],
      files: [file],
      language: 'se',
    });
    expect([...form.keys()]).toEqual([
      'orderNr',
      'basis',
      'basis',
      'billNrs',
      'billNrs',
      'files',
      'language',
    ]);
    expect(form.get('orderNr')).toBe('1000001');
    expect(form.getAll('billNrs')).toEqual(['11', '12']);
    expect(form.has('phone')).toBe(false);
    expect((form.get('files') as File).name).toBe('receipt_1000001.pdf');
    expect(form.get('language')).toBe('se');
  });
});
