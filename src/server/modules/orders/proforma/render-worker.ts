import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ProformaDocument } from './document';
import { renderProformaPdf } from './render-pdf';

/**
 * A thread of render-pool.ts: renders one pro forma at a time, off the server's event loop. The fonts are
 * read once, by the first document (render-pdf.ts). Compiled to `<build>/server/proforma-worker.js`
 * (scripts/build-server.ts); run from source through tsx (render-pool.ts says how).
 */
export type RenderReply = { pdf: Uint8Array } | { error: string };

// Below the event loop: when both want a core, the server's requests (and PostgreSQL) get it first and the
// pro forma waits. On Linux the nice value belongs to the thread, so only this one is lowered; elsewhere it
// would lower the whole process, so it is left alone there.
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // Not allowed (a locked-down container): the thread renders at the process's priority.
  }
}

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
