/**
 * What a free-text field may hold when it ends up on a VAT invoice (its FA(3) XML, its PDF) or in an
 * e-mail. XML 1.0 cannot carry most C0 control characters at all, nor U+FFFE / U+FFFF or a lone surrogate:
 * one such character makes the whole invoice unreadable to the schema and to KSeF. C1 controls, DEL and
 * Unicode's non-characters are allowed by XML but mean nothing printable; they only ever arrive by mistake
 * (a paste from a binary file) or on purpose, so they are refused as well.
 */

const LINE_BREAKS_AND_TABS = /[\t\r\n]+/g;

/** A code point no free-text field accepts (tab, CR and LF are handled by the field's own rule). */
export function isForbiddenCodePoint(codePoint: number): boolean {
  if (codePoint <= 0x1f) return codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d;
  // DEL and the C1 controls.
  if (codePoint >= 0x7f && codePoint <= 0x9f) return true;
  // A lone surrogate: iterating by code point leaves only unpaired halves in this range.
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return true;
  // The non-characters: U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE…).
  if (codePoint >= 0xfdd0 && codePoint <= 0xfdef) return true;
  return (codePoint & 0xfffe) === 0xfffe;
}

/** The first character a free-text field may not hold, or null when there is none. */
export function forbiddenCharacterIn(value: string, { lineBreaks = false } = {}): string | null {
  for (const character of value) {
    const codePoint = character.codePointAt(0)!;
    if (isForbiddenCodePoint(codePoint)) return character;
    if (!lineBreaks && (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d)) return character;
  }
  return null;
}

export const hasOnlyAllowedCharacters = (value: string, options?: { lineBreaks?: boolean }) =>
  forbiddenCharacterIn(value, options) === null;

/**
 * A one-line field: tabs and line breaks (a paste from a spreadsheet or an address block) become one space,
 * as the invoice's one-line elements would read them anyway; everything else forbidden stays, to be refused.
 */
export const toSingleLine = (value: string) => value.replace(LINE_BREAKS_AND_TABS, ' ');
