/**
 * Polish IBAN (PL + 26 digits) with the ISO 13616 mod-97 check, so a mistyped bank account is caught at
 * start-up instead of on a customer's transfer.
 */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isPolishIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^PL\d{26}$/.test(iban)) return false;
  // Move the country and check digits to the end, letters as numbers (P=25, L=21), then mod 97 must be 1.
  const numeric = `${iban.slice(4)}2521${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874", as it is printed. */
export function formatIban(value: string): string {
  return normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
