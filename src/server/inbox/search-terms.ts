/**
 * How a search reads what people quote from a phone call, a transfer or a pro forma: the words as typed are
 * always searched; these add what the same thing looks like as stored.
 */

/** A phone or a NIP however it is written ('+48 600-100-200', '526-104-08-28'): its digits, 6 or more. */
export function digitsOfNumber(q: string): string | null {
  if (!/^[\d\s()+./-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

/**
 * An amount in złoty as people write it: '3202,92', '3 202,92 zł', '3202.92', '3202' (grouped by spaces or
 * not, a comma or a dot before at most two decimals). Null when the search is not an amount.
 */
export function parseSearchAmount(q: string): number | null {
  const match = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?:\s*(?:zł|zl|pln))?$/i.exec(
    q.trim(),
  );
  if (!match) return null;
  const whole = match[1]!.replace(/\D/g, '');
  const amount = Number(`${whole}.${match[2] ?? '0'}`);
  return Number.isFinite(amount) ? amount : null;
}
