/**
 * The Polish banks' transfer QR code (Związek Banków Polskich, "Rekomendacja … kodu dwuwymiarowego (2D)"):
 * nine fields joined by '|' — recipient's NIP (10 digits), country ('PL'), account number (26 digits, the
 * NRB without 'PL'), amount in grosze (6 digits, zero-padded), recipient's name (at most 20 characters),
 * transfer title (at most 32), and three reserved fields left empty. A banking app scans it and fills in a
 * domestic PLN transfer, so there is none for an order in euros.
 */
export const TRANSFER_QR_LIMITS = { name: 20, title: 32, amountGrosze: 999_999 } as const;

export type TransferQrInput = {
  /** The recipient's NIP, as written ('123-456-32-18') or as digits. */
  nip: string;
  /** The recipient's account, NRB or IBAN with spaces ('PL61 1090 …' or '61 1090 …'). */
  account: string;
  amountGrosze: number;
  recipient: string;
  title: string;
};

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A text cut to `max` characters as a person counts them: composed first (an 'ą' typed as 'a' and a
 * combining ogonek is one character), cut by code points (never inside a surrogate pair), without the field
 * separator or line breaks, and without the spaces a cut leaves at the end.
 */
export function qrText(text: string, max: number): string {
  const clean = text
    .normalize('NFC')
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, max).join('').trimEnd();
}

/** The account's 26 digits (an IBAN's 'PL' dropped), or null when it is not a Polish account number. */
export function nrbDigits(account: string): string | null {
  const compact = account.replace(/\s/g, '').toUpperCase();
  const nrb = compact.startsWith('PL') ? compact.slice(2) : compact;
  return /^\d{26}$/.test(nrb) ? nrb : null;
}

/**
 * The code's text, or null when the format cannot carry the transfer: no valid account or NIP, or an amount
 * of more than six digits of grosze (9 999,99 zł). The page then shows the details without the code.
 */
export function transferQrPayload(input: TransferQrInput): string | null {
  const nip = digits(input.nip);
  const account = nrbDigits(input.account);
  const amount = input.amountGrosze;
  if (nip.length !== 10 || !account) return null;
  if (!Number.isInteger(amount) || amount <= 0 || amount > TRANSFER_QR_LIMITS.amountGrosze) return null;
  const name = qrText(input.recipient, TRANSFER_QR_LIMITS.name);
  const title = qrText(input.title, TRANSFER_QR_LIMITS.title);
  if (!name || !title) return null;
  return [nip, 'PL', account, String(amount).padStart(6, '0'), name, title, '', '', ''].join('|');
}

/** The transfer title the pro forma asks for: its number, then the club (the bank's title holds both). */
export const transferTitle = (proformaNumber: string, clubName: string) => `${proformaNumber}, ${clubName}`;

/** '61 1090 1014 0000 0712 1981 2874': the account as people read and type it. */
export function groupedAccount(account: string): string {
  const nrb = nrbDigits(account);
  if (!nrb) return account;
  return `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}
