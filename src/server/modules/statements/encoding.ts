// A statement file's encoding. Polish banks export CSV (and some MT940) in Windows-1250, a few in ISO-8859-2,
// the rest UTF-8.
import { StatementRefusal } from './credit';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Bytes that are Polish letters in Windows-1250 only: Ś Ź ś ź (and Š Ž Ť …) in 0x80–0x9F, Ą ą. */
const CP1250_ONLY = new Set([0x8a, 0x8c, 0x8d, 0x8e, 0x8f, 0x9a, 0x9c, 0x9d, 0x9e, 0x9f, 0xa5, 0xb9]);
/** Bytes that are Polish letters in ISO-8859-2 only: Ą ą Ś ś Ź ź (signs nobody writes in Windows-1250). */
const LATIN2_ONLY = new Set([0xa1, 0xb1, 0xa6, 0xb6, 0xac, 0xbc]);

export type StatementEncoding = 'utf-8' | 'windows-1250' | 'iso-8859-2';

/**
 * Which encoding a file's bytes are in: UTF-8 when they are valid UTF-8 (with or without its byte-order
 * mark); otherwise Windows-1250 or ISO-8859-2, told apart by the bytes where the two put different Polish
 * letters (ą is 0xB9 in one and 0xB1 in the other; 0x80–0x9F are letters only in Windows-1250). A tie goes
 * to Windows-1250, what most Polish banks write.
 */
export function detectEncoding(bytes: Uint8Array): StatementEncoding {
  if (UTF8_BOM.every((byte, at) => bytes[at] === byte)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    let cp1250 = 0;
    let latin2 = 0;
    for (const byte of bytes) {
      if (CP1250_ONLY.has(byte)) cp1250++;
      else if (LATIN2_ONLY.has(byte)) latin2++;
    }
    return latin2 > cp1250 ? 'iso-8859-2' : 'windows-1250';
  }
}

/** A statement file's bytes as text, in the encoding they were written in. */
export function decodeStatement(bytes: Uint8Array): string {
  const text = new TextDecoder(detectEncoding(bytes)).decode(bytes); // drops a UTF-8 byte-order mark
  // A NUL is never in a bank's text file, and the database cannot store it.
  if (text.includes('\u0000')) throw new StatementRefusal(null, 'to nie jest plik tekstowy wyciągu');
  return text;
}
