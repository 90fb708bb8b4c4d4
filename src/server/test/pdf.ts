import { PDFParse } from 'pdf-parse';

/** A PDF's text as pdf-parse reads it, its line breaks kept (a long link stays wrapped as on the page). */
export async function pdfRawText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A PDF's text as a reader takes it in: every run of white space (line breaks too) one space. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfRawText(bytes)).replace(/\s+/g, ' ');
}

/** An amount in złoty as the documents print it (1 234,50 zł), its spaces plain as pdfText leaves them. */
export const pln = (amount: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2 }).format(amount)} zł`.replace(/\s+/g, ' ');
