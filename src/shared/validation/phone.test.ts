import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it.each([
    '600 100 200',
    '+48 600 100 200',
    '+48600100200',
    '22 123 45 67',
    '(22) 123-45-67',
    '+44 20 7946 0958',
  ])('accepts %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each(['', 'abc', 'xx', '1', '12-3', 'brak', 'tel. 600 100 200', '+48 600 100 200 wew. 12'])(
    'refuses %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});
