import { describe, expect, it } from 'vitest';
import { cameraErrorOf, parseQrPayload } from './rules';

describe('QR payload', () => {
  it.each([
    ['https://portal.example/qr?orderNr=1000001&onlineId=11111111', '1000001', '11111111'],
    ['{"caseNumber":"2000001","onlineId":"22222222"}', '2000001', '22222222'],
    ['{"orderNr":3000001,"id":33333333}', '3000001', '33333333'],
    ['4000001;44444444', '4000001', '44444444'],
    [' 5000001 55555555 ', '5000001', '55555555'],
  ])('reads %s', (payload, caseNumber, onlineId) => {
    expect(parseQrPayload(payload)).toEqual({ caseNumber, onlineId });
  });

  it.each([
    '',
    'hello',
    'https://portal.example/qr?orderNr=1000001',
    '123456789;11111111',
    '1000001;1234',
    '1000001;abcdefgh',
    '{"orderNr":',
    '1;2;3',
  ])('refuses %j', (payload) => {
    expect(parseQrPayload(payload)).toBeNull();
  });
});

describe('camera errors (spec 8)', () => {
  const error = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ['NotAllowedError', 'notAllowed'],
    ['NotFoundError', 'notFound'],
    ['NotSupportedError', 'notSupported'],
    ['NotReadableError', 'notReadable'],
    ['OverconstrainedError', 'overconstrained'],
    ['TypeError', 'streamApiNotSupported'],
  ])('%s → %s', (name, expected) => {
    expect(cameraErrorOf(error(name), true)).toBe(expected);
  });

  it('reports an insecure context as not supported', () => {
    expect(cameraErrorOf(error('NotAllowedError'), false)).toBe('notSupported');
  });
});
