/**
 * Polish plural forms: 1 rekord, 2–4 rekordy (but 12–14 rekordów), 5+ rekordów, 22 rekordy. The one helper
 * for every Polish count in the product.
 */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  const whole = Math.abs(Math.trunc(n));
  if (whole === 1) return one;
  const lastDigit = whole % 10;
  const lastTwo = whole % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** The count and its noun: '3 rekordy', '5 rekordów'. */
export const polishCount = (n: number, one: string, few: string, many: string) =>
  `${n} ${polishPlural(n, one, few, many)}`;
