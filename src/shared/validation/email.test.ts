import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['jan@klub.pl', 'anna.nowak+demo@example.com', ' ewa@przyklad-klubu.example.pl '])(
    'accepts %s, as the contracts do',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
      expect(z.email().safeParse(value.trim()).success).toBe(true);
    },
  );

  it.each(['a@b', 'jan@', '@klub.pl', 'jan klub@example.pl', 'jan@klub.p'])(
    'refuses %s, as the contracts do (the browser lets a@b through)',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
      expect(z.email().safeParse(value).success).toBe(false);
    },
  );
});
