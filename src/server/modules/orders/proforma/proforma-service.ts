import { dayIn } from '@shared/calendar-day';
import type { OrdersDeps } from '../deps';
import type { Tx } from '../../../db/client';
import type { OutboxAttachment } from '../../../db/schema/index';
import type { OrderRepository } from '../repository';
import { amountInWordsPl } from './amount-in-words';
import {
  buildProformaDocument,
  formatProformaNumber,
  type ProformaDocument,
  type ProformaOrder,
} from './document';
import { renderProformaPdf } from './render-pdf';

export type IssuedProforma = { number: string; issuedAt: Date; pdf: Buffer };

/** The PDF's file name: 'PF/2026/11/0001' → 'proforma-PF-2026-11-0001.pdf'. */
export const proformaFileName = (number: string) => `proforma-${number.replaceAll('/', '-')}.pdf`;

/** Turns the document into PDF bytes: in this thread (renderProformaPdf) or a render pool's (render-pool.ts). */
export type PdfRenderer = (doc: ProformaDocument) => Promise<Buffer>;

/** Issuing (numbered, in the order's transaction) and rendering pro formas (product §2: payment before access). */
export function createProformaService({
  config,
  clock,
  repository,
  renderPdf = renderProformaPdf,
}: Pick<OrdersDeps, 'config' | 'clock'> & { repository: OrderRepository; renderPdf?: PdfRenderer }) {
  function render(order: ProformaOrder, number: string, issuedAt: Date): Promise<Buffer> {
    return renderPdf(
      buildProformaDocument({
        order,
        number,
        issuedAt,
        timeZone: config.businessTimeZone,
        seller: { ...config.company, bankAccount: config.bankAccount, bankBic: config.bankBic },
        eurRate: config.eurRate,
        amountInWords: amountInWordsPl,
      }),
    );
  }

  return {
    /** Numbers the order's pro forma in `tx` (the order's own transaction) and renders it. */
    async issue(tx: Tx, order: ProformaOrder): Promise<IssuedProforma> {
      const issuedAt = clock.now();
      const month = dayIn(issuedAt, config.businessTimeZone).slice(0, 7);
      const number = formatProformaNumber(month, await repository.nextProformaSequence(tx, month));
      await repository.setProforma(tx, order.id, number, issuedAt);
      return { number, issuedAt, pdf: await render(order, number, issuedAt) };
    },

    /** The same document again (for the back office): the stored number and issue time, the order's prices. */
    render,

    attachment(issued: { number: string; pdf: Buffer }): OutboxAttachment {
      return {
        filename: proformaFileName(issued.number),
        contentType: 'application/pdf',
        content: issued.pdf.toString('base64'),
      };
    },
  };
}
export type ProformaService = ReturnType<typeof createProformaService>;
