import { parentPort } from 'node:worker_threads';
import type { ProformaDocument } from './document';
import { renderProformaPdf } from './render-pdf';

/**
 * A thread of render-pool.ts: renders one pro forma at a time, off the server's event loop. The fonts are
 * read once, by the first document (render-pdf.ts). Compiled to `<build>/server/proforma-worker.js`
 * (scripts/build-server.ts); run from source through tsx (render-pool.ts says how).
 */
export type RenderReply = { pdf: Uint8Array } | { error: string };

parentPort!.on('message', (doc: ProformaDocument) => {
  renderProformaPdf(doc).then(
    (pdf) => {
      // Its own ArrayBuffer (Buffer.concat may hand out a slice of a shared one), moved, not copied.
      const bytes =
        pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
      const reply: RenderReply = { pdf: bytes };
      parentPort!.postMessage(reply, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: RenderReply = {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
      parentPort!.postMessage(reply);
    },
  );
});
