import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const UPO_SCHEMA = new URL('../../modules/ksef/contract/upo-v4-3.xsd', import.meta.url);
const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export type UpoEntry = {
  sessionReference: string;
  nip: string;
  /** SHA-256 of the document that signed in (the AuthTokenRequest or the encrypted token), Base64. */
  authDocumentHash: string;
  ksefNumber: string;
  invoiceNumber: string;
  issueDate: string;
  sentAt: Date;
  acquiredAt: Date;
  invoiceHash: string;
  offlineMode: boolean;
};

/** Warsaw time with its offset, as the Ministry's UPO examples write dates. */
function warsawIso(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00';
  const ms = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}.${ms}${offset}`;
}

/** The UPO of one invoice, in the official v4-3 structure (faktury/upo/przyklady/v4-3/kontekst-nip). */
export function upoXml(entry: UpoEntry): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">` +
    `<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>` +
    `<NumerReferencyjnySesji>${escapeXml(entry.sessionReference)}</NumerReferencyjnySesji>` +
    `<Uwierzytelnienie><IdKontekstu><Nip>${escapeXml(entry.nip)}</Nip></IdKontekstu>` +
    `<SkrotDokumentuUwierzytelniajacego>${entry.authDocumentHash}</SkrotDokumentuUwierzytelniajacego></Uwierzytelnienie>` +
    `<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>` +
    `<KodFormularza>FA (3)</KodFormularza>` +
    `<Dokument>` +
    `<NipSprzedawcy>${escapeXml(entry.nip)}</NipSprzedawcy>` +
    `<NumerKSeFDokumentu>${entry.ksefNumber}</NumerKSeFDokumentu>` +
    `<NumerFaktury>${escapeXml(entry.invoiceNumber)}</NumerFaktury>` +
    `<DataWystawieniaFaktury>${entry.issueDate}</DataWystawieniaFaktury>` +
    `<DataPrzeslaniaDokumentu>${warsawIso(entry.sentAt)}</DataPrzeslaniaDokumentu>` +
    `<DataNadaniaNumeruKSeF>${warsawIso(entry.acquiredAt)}</DataNadaniaNumeruKSeF>` +
    `<SkrotDokumentu>${entry.invoiceHash}</SkrotDokumentu>` +
    `<TrybWysylki>${entry.offlineMode ? 'Offline' : 'Online'}</TrybWysylki>` +
    `</Dokument>` +
    `</Potwierdzenie>`
  );
}

let schema: string | null = null;

/** Checks a UPO against the official schema kept in the repository (upo-v4-3.xsd). */
export async function validateUpo(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  schema ??= readFileSync(UPO_SCHEMA, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'upo.xml', contents: xml }],
    schema: [{ fileName: 'upo-v4-3.xsd', contents: schema }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
