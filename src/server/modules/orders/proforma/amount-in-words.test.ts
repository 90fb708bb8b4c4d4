import { describe, expect, it } from 'vitest';
import { amountInWordsPl, integerInWords } from './amount-in-words';

describe('amountInWordsPl', () => {
  it.each([
    [0, 'zero złotych zero groszy'],
    [1, 'jeden złoty zero groszy'],
    [0.01, 'zero złotych jeden grosz'],
    [2.02, 'dwa złote dwa grosze'],
    [5.05, 'pięć złotych pięć groszy'],
    [12.12, 'dwanaście złotych dwanaście groszy'],
    [14.14, 'czternaście złotych czternaście groszy'],
    [22.22, 'dwadzieścia dwa złote dwadzieścia dwa grosze'],
    [112, 'sto dwanaście złotych zero groszy'],
    [123.45, 'sto dwadzieścia trzy złote czterdzieści pięć groszy'],
    [1000, 'jeden tysiąc złotych zero groszy'],
    [1234.56, 'jeden tysiąc dwieście trzydzieści cztery złote pięćdziesiąt sześć groszy'],
    [2000, 'dwa tysiące złotych zero groszy'],
    [5000, 'pięć tysięcy złotych zero groszy'],
    [12_000, 'dwanaście tysięcy złotych zero groszy'],
    [22_000, 'dwadzieścia dwa tysiące złotych zero groszy'],
    [1_000_000, 'jeden milion złotych zero groszy'],
    [3_500_001.99, 'trzy miliony pięćset tysięcy jeden złotych dziewięćdziesiąt dziewięć groszy'],
  ])('%d zł is "%s"', (amount, words) => {
    expect(amountInWordsPl(amount)).toBe(words);
  });

  it('rounds to whole grosze, so float noise never reaches the words', () => {
    expect(amountInWordsPl(0.1 + 0.2)).toBe('zero złotych trzydzieści groszy');
    expect(amountInWordsPl(1180.7999999)).toBe('jeden tysiąc sto osiemdziesiąt złotych osiemdziesiąt groszy');
  });

  it('refuses amounts it cannot write', () => {
    expect(() => amountInWordsPl(-1)).toThrow(RangeError);
    expect(() => amountInWordsPl(Number.NaN)).toThrow(RangeError);
    expect(() => integerInWords(1e12)).toThrow(RangeError);
  });
});
