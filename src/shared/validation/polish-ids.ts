/**
 * Checksums of the Polish identifiers an order may carry (product §5): the admin user's PESEL, the
 * club's NIP and REGON. Pure functions first, so any layer can use them; zod schemas at the end for the
 * order contract and the form.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * PESEL encodes the century in the month: +80 for the 1800s, +0 for the 1900s, +20 / +40 / +60 for the
 * 2000s / 2100s / 2200s. Returns the encoded birth date, or null when it is not a real calendar day.
 */
export function peselBirthDate(pesel: string): Date | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));

  const centuryIndex = Math.floor(encodedMonth / 20); // 0..4 for 1900, 2000, 2100, 2200, 1800
  const century = [1900, 2000, 2100, 2200, 1800][centuryIndex];
  const month = encodedMonth % 20;
  if (century === undefined || month < 1 || month > 12 || day < 1) return null;

  const year = century + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 April over to 1 May: a rolled-over date is an impossible one.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

export function isValidPesel(pesel: string): boolean {
  if (!/^\d{11}$/.test(pesel)) return false;
  const digits = digitsOf(pesel);
  const check = (10 - (weightedSum(digits, PESEL_WEIGHTS) % 10)) % 10;
  return check === digits[10] && peselBirthDate(pesel) !== null;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** NIP is often written as 123-456-78-90 or 123 456 78 90; the checksum needs the bare ten digits. */
export function normalizeNip(nip: string): string {
  return nip.replace(/[\s-]/g, '');
}

/**
 * The FA(3) schema's TNrNIP: the first digit is not 0 and the tax-office prefix's second and third digits
 * are not both 0. No office has such a prefix, and an invoice carrying one is refused by the schema, though
 * its checksum may well add up.
 */
export const NIP_PATTERN = /^[1-9](\d[1-9]|[1-9]\d)\d{7}$/;

/** The one NIP rule: the schema's pattern and the check digit (the order's NIP and COMPANY_TAX_ID alike). */
export function isValidNip(nip: string): boolean {
  const bare = normalizeNip(nip);
  if (!NIP_PATTERN.test(bare)) return false;
  const digits = digitsOf(bare);
  // A remainder of 10 matches no digit, so such a number is invalid: no NIP is issued with that prefix.
  return weightedSum(digits, NIP_WEIGHTS) % 11 === digits[9];
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

function regonChecksumOk(digits: readonly number[], weights: readonly number[]): boolean {
  // For REGON a remainder of 10 stands for the check digit 0.
  const check = (weightedSum(digits, weights) % 11) % 10;
  return check === digits[weights.length];
}

/**
 * REGON has 9 digits, or 14 for a local unit. A 14-digit REGON starts with the 9-digit REGON of its
 * parent entity, so that prefix must pass its own checksum as well.
 */
export function isValidRegon(regon: string): boolean {
  if (/^\d{9}$/.test(regon)) return regonChecksumOk(digitsOf(regon), REGON9_WEIGHTS);
  if (/^\d{14}$/.test(regon)) {
    const digits = digitsOf(regon);
    return regonChecksumOk(digits, REGON9_WEIGHTS) && regonChecksumOk(digits, REGON14_WEIGHTS);
  }
  return false;
}
