import { quote } from '@shared/pricing/calculator';
import type { TestApp } from '../test-app';
import { placeOrderRow } from './orders';
import { publicPayloads } from './public-forms';
import { unique } from './visitors';

/** The gross amount of the order `placeOrderToPay` places: what an exact transfer pays. */
export const ORDER_GROSS = quote({
  catalogue: 'landing',
  plan: 'medium',
  period: 'monthly',
  modules: ['zawody'],
}).totalGross;

/** A public order with its pro forma, waiting for its transfer; the order's row. */
export async function placeOrderToPay(app: TestApp) {
  const payload = publicPayloads.fullOrder({ clubName: `KS Grot ${unique()}`, selectedModules: ['zawody'] });
  return placeOrderRow(app, payload);
}

/** '1234,56': an amount as MT940 and Polish CSV files write it. */
export const mtAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

export type Mt940Credit = {
  amount: number;
  /** The :86: text: a plain title, or structured subfields ('~20…~32…'). */
  title: string;
  /** The :61: references after the type code: 'NONREF//REF1', 'NONREF' (none). */
  references?: string;
  /** YYMMDD of the value date; 270602 unless given. */
  day?: string;
};

/** An MT940 statement of the given credits (and one debit), its balances adding up as the format requires. */
export function mt940Statement(credits: Mt940Credit[]) {
  const debit = 120;
  const lines = credits.flatMap((credit, index) => [
    `:61:${credit.day ?? '270602'}0602C${mtAmount(credit.amount)}NTRF${credit.references ?? `NONREF//REF${index}`}`,
    `:86:${credit.title}`,
  ]);
  const closing = 10_000 + credits.reduce((sum, credit) => sum + credit.amount, 0) - debit;
  return [
    '{1:F01BPKOPLPWAXXX0000000000}{2:I940BPKOPLPWXXXXN3020}{4:',
    ':20:STMT2706',
    ':25:PL61109010140000071219812874',
    ':28C:1/1',
    ':60F:C270601PLN10000,00',
    ...lines,
    `:61:2706020602D${mtAmount(debit)}NTRFNONREF//FEE`,
    ':86:Oplata za prowadzenie rachunku',
    `:62F:C270602PLN${mtAmount(closing)}`,
    '-}',
  ].join('\r\n');
}

export type TextEncoding = 'windows-1250' | 'iso-8859-2' | 'utf-8-bom';

/** The byte of each character in a single-byte code page, from the platform's own decoder. */
function codePage(encoding: 'windows-1250' | 'iso-8859-2') {
  const decoder = new TextDecoder(encoding);
  const bytes = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== '\ufffd') bytes.set(char, byte);
  }
  return bytes;
}

/** Text as a bank's export writes it: in Windows-1250, ISO-8859-2 or UTF-8 with its byte-order mark. */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  if (encoding === 'utf-8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  const table = codePage(encoding);
  return Buffer.from(
    [...text].map((char) => {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`${encoding} has no ${JSON.stringify(char)}`);
      return byte;
    }),
  );
}

/** A file's bytes as the import's `file` field carries them. */
export const fileField = (bytes: Buffer) => bytes.toString('base64');
