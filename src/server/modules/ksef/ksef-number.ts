/** CRC-8 of ksef-docs faktury/numer-ksef.md: polynomial 0x07, initial value 0x00, over the ASCII bytes. */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const KSEF_NUMBER = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** A KSeF number: seller NIP, acceptance date, 12 hex technical characters, and the CRC-8 of the first 32. */
export function ksefNumberOf(nip: string, acceptedOn: string, technical: string): string {
  const data = `${nip}-${acceptedOn.replaceAll('-', '')}-${technical.toUpperCase()}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** The 35-character number with a checksum that matches (numer-ksef.md, 'Walidacja numeru KSeF'). */
export function isValidKsefNumber(value: string): boolean {
  const match = KSEF_NUMBER.exec(value);
  if (!match) return false;
  return crc8(value.slice(0, 32)) === parseInt(match[4]!, 16);
}
