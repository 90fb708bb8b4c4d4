import { create } from 'xmlbuilder2';
import { DEFAULT_COUNTRY, EU_VAT_PREFIX, type CountryCode } from '@shared/validation/countries';
import { VAT_RATE, type InvoiceDocument } from './document';

/** The FA(3) structured invoice of KSeF (schema in fa3-schema/, from CIRFMF/ksef-docs). */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

const amount = (value: number) => value.toFixed(2);

/** 'ul. Przykładowa 1, 00-001 Warszawa' → the schema's two address lines. */
function addressLines(lines: string[]) {
  const [first, ...rest] = lines;
  return { AdresL1: first ?? '', ...(rest.length ? { AdresL2: rest.join(', ') } : {}) };
}

function splitAddress(address: string): string[] {
  const at = address.lastIndexOf(',');
  return at === -1 ? [address] : [address.slice(0, at).trim(), address.slice(at + 1).trim()];
}

/**
 * How FA(3) identifies the buyer (Podmiot2/DaneIdentyfikacyjne, one choice of the schema's TPodmiot2): a
 * Polish NIP when there is one, whatever the country; else another EU member state's VAT number with its
 * KodUE; else BrakID (a consumer, a club abroad without a VAT number).
 */
function buyerIdentification(buyer: InvoiceDocument['buyer']) {
  if (buyer.nip) return { NIP: buyer.nip, Nazwa: buyer.name };
  const euPrefix = EU_VAT_PREFIX[(buyer.country ?? DEFAULT_COUNTRY) as CountryCode];
  if (buyer.euVatId && euPrefix) return { KodUE: euPrefix, NrVatUE: buyer.euVatId, Nazwa: buyer.name };
  return { BrakID: 1, Nazwa: buyer.name };
}

/**
 * The FA(3) XML of an invoice or a correction, from the same document the PDF prints. The amounts are in PLN
 * (what was paid); an English invoice's euro figures are for information on the PDF only. A correction
 * lists the difference: negative lines and totals.
 */
export function buildFa3Xml(doc: InvoiceDocument): string {
  const correction = doc.kind === 'correction' && doc.corrects;
  const fa: Record<string, unknown> = {
    KodWaluty: 'PLN',
    P_1: doc.issueDate,
    P_2: doc.number,
    P_6: doc.saleDate,
    P_13_1: amount(doc.net),
    P_14_1: amount(doc.vat),
    P_15: amount(doc.gross),
    Adnotacje: {
      P_16: 2,
      P_17: 2,
      P_18: 2,
      P_18A: 2,
      Zwolnienie: { P_19N: 1 },
      NoweSrodkiTransportu: { P_22N: 1 },
      P_23: 2,
      PMarzy: { P_PMarzyN: 1 },
    },
    RodzajFaktury: correction ? 'KOR' : 'VAT',
    ...(correction
      ? {
          PrzyczynaKorekty: correction.reason,
          TypKorekty: 1,
          DaneFaKorygowanej: {
            DataWystFaKorygowanej: correction.issueDate,
            NrFaKorygowanej: correction.number,
            // The corrected invoice by its KSeF number once it has one; one uploaded by hand has none here.
            ...(correction.ksefNumber
              ? { NrKSeF: 1, NrKSeFFaKorygowanej: correction.ksefNumber }
              : { NrKSeFN: 1 }),
          },
        }
      : {}),
    DodatkowyOpis: [{ Klucz: 'Pro forma', Wartosc: doc.proformaNumber }],
    FaWiersz: doc.lines.map((line, index) => ({
      NrWierszaFa: index + 1,
      P_7: line.description,
      P_8A: correction ? 'usł.' : 'szt.',
      P_8B: 1,
      P_9A: amount(line.netPln),
      P_11: amount(line.netPln),
      P_12: VAT_RATE,
    })),
    Platnosc: {
      Zaplacono: 1,
      DataZaplaty: doc.paidOn,
      FormaPlatnosci: 6,
      RachunekBankowy: {
        NrRB: doc.seller.bankAccount,
        ...(doc.seller.bankBic ? { SWIFT: doc.seller.bankBic } : {}),
      },
    },
  };
  const buyerAddress = doc.buyer.addressLines.length
    ? { Adres: { KodKraju: doc.buyer.country ?? DEFAULT_COUNTRY, ...addressLines(doc.buyer.addressLines) } }
    : {};
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Faktura: {
        '@xmlns': FA3_NAMESPACE,
        Naglowek: {
          KodFormularza: { '@kodSystemowy': 'FA (3)', '@wersjaSchemy': '1-0E', '#': 'FA' },
          WariantFormularza: 3,
          DataWytworzeniaFa: doc.issuedAt,
          SystemInfo: 'Strzelnica Cloud',
        },
        Podmiot1: {
          DaneIdentyfikacyjne: { NIP: doc.seller.taxId, Nazwa: doc.seller.name },
          Adres: { KodKraju: 'PL', ...addressLines(splitAddress(doc.seller.address)) },
          DaneKontaktowe: { Email: doc.seller.email, Telefon: doc.seller.phone },
        },
        Podmiot2: {
          DaneIdentyfikacyjne: buyerIdentification(doc.buyer),
          ...buyerAddress,
          DaneKontaktowe: { Email: doc.buyer.email },
          // Not a local-government unit, not a VAT-group member.
          JST: 2,
          GV: 2,
        },
        Fa: fa,
      },
    },
  ).end({ prettyPrint: true });
}
