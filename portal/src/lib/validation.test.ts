import { describe, expect, it } from 'vitest';
import { isEmailPairValid, phoneToSend, validateEmailPair, validatePhone } from './validation';

describe('validatePhone (spec 5: without +358, digits only, 1-12)', () => {
  it.each([
    ['401234567', null],
    ['0401234567', null],
    ['4', null],
    ['123456789012', null],
    ['1234567890123', 'validation.phone.length'],
    ['0123456789012', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['0', 'validation.numeric'],
    ['40 123', 'validation.numeric'],
    ['40-123', 'validation.numeric'],
    ['+35840', 'validation.numeric'],
    ['40abc', 'validation.numeric'],
  ])('%j → %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('phoneToSend', () => {
  it.each([
    ['0401234567', '401234567'],
    ['00401', '401'],
    ['401234567', '401234567'],
    [' 0501 ', '501'],
  ])('%j → %j', (value, expected) => {
    expect(phoneToSend(value)).toBe(expected);
  });
});

describe('validateEmailPair (spec 5: required, valid, same as the repeat, at most 50)', () => {
  const long = `${'a'.repeat(39)}@example.com`; // 51 characters
  it.each([
    ['aino@example.com', 'aino@example.com', null, null],
    [' aino@example.com ', 'aino@example.com', null, null],
    ['', '', 'validation.email.required', null],
    ['aino', 'aino', 'validation.email.email', null],
    ['aino@example', 'aino@example', 'validation.email.email', null],
    ['ai no@example.com', 'ai no@example.com', 'validation.email.email', null],
    ['aino@example.com', 'aino@example.fi', null, 'validation.email.sameAs'],
    ['aino@example.com', '', null, 'validation.email.repeatRequired'],
    [long, long, 'validation.email.length', null],
    [long.slice(1), long.slice(1), null, null],
  ])('%j / %j → %s, %s', (email, repeat, emailError, repeatError) => {
    const errors = validateEmailPair(email, repeat);
    expect(errors).toEqual({ email: emailError, repeat: repeatError });
    expect(isEmailPairValid(errors)).toBe(!emailError && !repeatError);
  });
});
