import { strToU8, zipSync } from 'fflate';
import type { AppInfrastructure } from '../../infrastructure';
import { notFound } from '../../lib/http-errors';
import { invoiceFileName, type InvoiceDocument } from './document';
import type { InvoiceIssuing } from './issuing';
import { renderInvoicePdf } from './render-pdf';
import { createInvoiceRepository } from './repository';

/** An issued invoice's files for download: its PDF, FA(3) XML and UPO, and a month's as one ZIP. */
export function createInvoiceFiles({
  db,
  issuing,
}: Pick<AppInfrastructure, 'db'> & { issuing: InvoiceIssuing }) {
  const repository = createInvoiceRepository(db);
  const { codesOf } = issuing;

  return {
    async pdf(id: string): Promise<{ filename: string; pdf: Buffer }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      return {
        filename: invoiceFileName(row.number, 'pdf'),
        pdf: await renderInvoicePdf(row.document as InvoiceDocument, codesOf(row)),
      };
    },

    /** KSeF's official receipt of the invoice (404 until there is one). */
    async upo(id: string): Promise<{ filename: string; xml: string }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      if (!row.upoXml) throw notFound('Faktura nie ma jeszcze UPO z KSeF');
      return { filename: `upo-${row.number.replaceAll('/', '-')}.xml`, xml: row.upoXml };
    },

    async xml(id: string): Promise<{ filename: string; xml: string }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      return { filename: invoiceFileName(row.number, 'xml'), xml: row.xml };
    },

    /**
     * The month's invoices in one ZIP: each FA(3) XML (for the Ministry's KSeF application) beside its PDF
     * (for the accountant and the archive), named alike. PDFs are drawn one after another: a month is
     * downloaded rarely, and other requests go on between them.
     */
    async monthZip(month: string): Promise<{ filename: string; zip: Buffer }> {
      const files: Record<string, Uint8Array> = {};
      for (const row of await repository.inMonth(month)) {
        files[invoiceFileName(row.number, 'xml')] = strToU8(row.xml);
        files[invoiceFileName(row.number, 'pdf')] = new Uint8Array(
          await renderInvoicePdf(row.document as InvoiceDocument, codesOf(row)),
        );
      }
      // A fixed time in the entries, so the same month gives the same bytes.
      return {
        filename: `faktury-${month}.zip`,
        zip: Buffer.from(zipSync(files, { mtime: new Date('2000-01-01T00:00:00Z') })),
      };
    },
  };
}
