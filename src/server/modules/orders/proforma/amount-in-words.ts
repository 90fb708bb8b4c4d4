/**
 * A PLN amount written out in Polish words, as invoices print it ("słownie"): złote and grosze, each with
 * the plural form the number takes (1 złoty, 2–4 złote, 5+ złotych; 12–14 always złotych).
 */
const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

type Forms = readonly [one: string, few: string, many: string];
const GROUPS: Forms[] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];
const ZLOTY: Forms = ['złoty', 'złote', 'złotych'];
const GROSZ: Forms = ['grosz', 'grosze', 'groszy'];

/** The Polish plural form for a count: 1 → one, 2–4 (but not 12–14) → few, otherwise many. */
export function pluralForm(count: number, [one, few, many]: Forms): string {
  if (count === 1) return one;
  const lastTwo = count % 100;
  const last = count % 10;
  if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return few;
  return many;
}

function belowThousand(value: number): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)]!];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, UNITS[rest % 10]!);
  return words.filter(Boolean);
}

/** A whole number (0 ≤ n < 10¹²) in Polish words. */
export function integerInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e12) {
    throw new RangeError(`Cannot write ${value} in words`);
  }
  if (value === 0) return 'zero';
  const words: string[] = [];
  for (let group = GROUPS.length - 1; group >= 0; group--) {
    const size = 1000 ** group;
    const part = Math.floor(value / size) % 1000;
    if (part === 0) continue;
    words.push(...belowThousand(part));
    if (group > 0) words.push(pluralForm(part, GROUPS[group]!));
  }
  return words.join(' ');
}

/** 1234.56 → "jeden tysiąc dwieście trzydzieści cztery złote pięćdziesiąt sześć groszy". */
export function amountInWordsPl(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Cannot write ${amount} in words`);
  const grosze = Math.round(amount * 100);
  const zlote = Math.floor(grosze / 100);
  const rest = grosze % 100;
  return `${integerInWords(zlote)} ${pluralForm(zlote, ZLOTY)} ${integerInWords(rest)} ${pluralForm(rest, GROSZ)}`;
}
