import { describe, expect, it } from 'vitest';
import { forbiddenCharacterIn, hasOnlyAllowedCharacters, isForbiddenCodePoint, toSingleLine } from './text';

describe('forbiddenCharacterIn', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u0001'],
    ['ESC', '\u001B'],
    ['DEL', '\u007F'],
    ['a C1 control (NEL)', '\u0085'],
    ['the last C1 control', '\u009F'],
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
    ['a non-character of the Arabic block', '\uFDD0'],
    ['a non-character of plane 1', '\u{1FFFE}'],
    ['a non-character of plane 16', '\u{10FFFF}'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
  ])('finds %s', (_what, character) => {
    expect(forbiddenCharacterIn(`KS ${character} Dziesiątka`)).toBe(character);
    expect(hasOnlyAllowedCharacters(`KS ${character}`, { lineBreaks: true })).toBe(false);
  });

  it.each([
    'KS Dziesiątka – Łódź',
    'Schützenverein Köln e.V.',
    'Σκοπευτικός Όμιλος',
    'Клуб «Снайпер»',
    'Club 🎯 (a paired surrogate)',
    '\u00A0no-break space and \u00AD soft hyphen',
    '\uFFFD replacement character',
    '\u{10FFFD} the last character',
  ])('lets %j through', (value) => {
    expect(forbiddenCharacterIn(value)).toBeNull();
  });

  it('refuses tabs and line breaks in one-line text, allows them where line breaks are allowed', () => {
    for (const character of ['\t', '\n', '\r']) {
      expect(forbiddenCharacterIn(`a${character}b`)).toBe(character);
      expect(forbiddenCharacterIn(`a${character}b`, { lineBreaks: true })).toBeNull();
    }
  });

  it('agrees with the code point rule at the edges of each range', () => {
    expect([0x1f, 0x20, 0x7e, 0x7f, 0x9f, 0xa0].map(isForbiddenCodePoint)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect([0xfdcf, 0xfdd0, 0xfdef, 0xfdf0, 0xfffd, 0x2fffe].map(isForbiddenCodePoint)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('toSingleLine', () => {
  it('makes each run of tabs and line breaks one space, leaving everything else to be refused', () => {
    expect(toSingleLine('ul. Strzelecka 10\r\n\tlokal 2')).toBe('ul. Strzelecka 10 lokal 2');
    expect(toSingleLine('KS\u0001')).toBe('KS\u0001');
  });
});
