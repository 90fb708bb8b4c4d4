import { createDecipheriv, createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { ksefNumberOf } from '../../modules/ksef/ksef-number';
import { validateFa3 } from '../fa3-schema';
import type { Faults, SimulatedInvoice, SimulatedSession } from './state';
import { upoXml } from './upo';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

function fieldsOf(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
  const first = (name: string, within: Document | Element = document) =>
    within.getElementsByTagNameNS('*', name)[0] ?? null;
  const seller = first('Podmiot1');
  return {
    invoiceNumber: first('P_2')?.textContent?.trim() ?? null,
    issueDate: first('P_1')?.textContent?.trim() ?? null,
    sellerNip: seller ? (first('NIP', seller)?.textContent?.trim() ?? null) : null,
  };
}

const warsawDay = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(date);

/**
 * What KSeF does with an invoice after it took it (faktury/weryfikacja-faktury.md, the status codes of
 * SessionInvoiceStatusResponse): decrypts it with the session's key, checks the plain file's hash and size,
 * validates it against FA(3), checks the seller is the session's context, refuses a duplicate (440 with the
 * original's number and session), and otherwise gives it a KSeF number with its CRC-8 and a UPO.
 */
export async function processInvoice(
  invoice: SimulatedInvoice,
  encrypted: Buffer,
  declared: { invoiceHash: string; invoiceSize: number },
  session: SimulatedSession,
  accepted: SimulatedInvoice[],
  faults: Faults,
): Promise<void> {
  const set = (
    code: number,
    description: string,
    details?: string[],
    extensions?: Record<string, string>,
  ) => {
    invoice.status = {
      code,
      description,
      ...(details ? { details } : {}),
      ...(extensions ? { extensions } : {}),
    };
  };
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
    plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
  } catch {
    return set(435, 'Błąd odszyfrowania pliku');
  }
  if (sha256(plain) !== declared.invoiceHash || plain.length !== declared.invoiceSize)
    return set(430, 'Błąd weryfikacji pliku faktury', [
      'Skrót lub rozmiar faktury nie zgadza się z przesłanym plikiem',
    ]);
  const xml = plain.toString('utf8');
  invoice.xml = xml;
  invoice.invoiceHash = sha256(plain);
  const fields = fieldsOf(xml);
  invoice.invoiceNumber = fields.invoiceNumber;
  invoice.issueDate = fields.issueDate;
  const verdict = await validateFa3(xml);
  if (!verdict.valid) return set(430, 'Błąd weryfikacji pliku faktury', verdict.errors.slice(0, 10));
  if (faults.rejectNext) {
    const { code, description } = faults.rejectNext;
    faults.rejectNext = null;
    return set(code, description);
  }
  if (fields.sellerNip !== session.nip) return set(410, 'Nieprawidłowy zakres uprawnień');
  const original = accepted.find(
    (other) =>
      other !== invoice &&
      other.nip === session.nip &&
      other.invoiceNumber === fields.invoiceNumber &&
      other.ksefNumber,
  );
  if (original)
    return set(440, 'Duplikat faktury', undefined, {
      originalSessionReferenceNumber: original.sessionReference,
      originalKsefNumber: original.ksefNumber!,
    });
  const now = new Date();
  invoice.ksefNumber = ksefNumberOf(
    session.nip,
    warsawDay(now),
    createHash('sha256').update(invoice.referenceNumber).digest('hex').slice(0, 12),
  );
  invoice.acquisitionDate = now;
  invoice.upo = upoXml({
    sessionReference: session.referenceNumber,
    nip: session.nip,
    authDocumentHash: session.authDocumentHash,
    ksefNumber: invoice.ksefNumber,
    invoiceNumber: fields.invoiceNumber ?? '',
    issueDate: fields.issueDate ?? warsawDay(now),
    sentAt: invoice.sentAt,
    acquiredAt: now,
    invoiceHash: invoice.invoiceHash,
    offlineMode: invoice.offlineMode,
  });
  set(200, 'Sukces');
}
