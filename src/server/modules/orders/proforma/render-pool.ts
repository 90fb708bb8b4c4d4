import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ProformaDocument } from './document';
import type { RenderReply } from './render-worker';

/** Set by the server build (scripts/build-server.ts): the compiled worker's file, beside the bundle. */
declare const __PROFORMA_WORKER__: string | undefined;

export type RenderPoolOptions = {
  /** Threads rendering at once. */
  workers: number;
  /** Documents waiting for a thread; one more is refused with RenderPoolBusyError. */
  maxQueued: number;
};

/**
 * One thread per core but one (the event loop and PostgreSQL need one), at most 4: a pro forma is a download
 * an operator asks for now and then, never worth more of the machine. A document takes 30 to 80 ms of a core
 * (render-pdf.ts, on this project's 2-core machine, idle to busy), so 16 waiting per thread is about a second
 * of queue: a burst of downloads is served, and beyond that the answer is quick rather than late.
 */
export function defaultRenderPoolOptions(cpus = availableParallelism()): RenderPoolOptions {
  const workers = Math.min(4, Math.max(1, cpus - 1));
  return { workers, maxQueued: 16 * workers };
}

/** Every thread is rendering and the queue is full: try again shortly. */
export class RenderPoolBusyError extends Error {
  constructor() {
    super('All pro forma renderers are busy and the queue is full');
  }
}

type Job = { doc: ProformaDocument; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job: Job | null };

/**
 * The thread's entry. From the compiled server, the worker bundle beside it. From source (vitest, `npm run dev`
 * and the bench run TypeScript through tsx or Vite), the worker is TypeScript too: the thread registers
 * tsx's loader, then imports it. (`execArgv: ['--import', 'tsx']` does not work on Node 20: the worker's
 * entry is resolved before the loader is in place.)
 */
function startWorker(): Worker {
  if (typeof __PROFORMA_WORKER__ === 'string') {
    return new Worker(new URL(__PROFORMA_WORKER__, import.meta.url));
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./render-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true },
  );
}

/**
 * Pro formas rendered by worker threads (node:worker_threads), so a burst of downloads does not hold the
 * server's event loop: pdfkit lays out and compresses synchronously, tens of milliseconds a document. The
 * threads start on the first document and stay; the queue is bounded, so a flood is refused at once
 * (RenderPoolBusyError) instead of piling up memory and waiting time. The bytes are those renderProformaPdf
 * gives in the process: the same function runs in the thread.
 */
export function createRenderPool({ workers, maxQueued }: RenderPoolOptions) {
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const queue: Job[] = [];
  let closed = false;

  function spawn(): Thread {
    const thread: Thread = { worker: startWorker(), job: null };
    threads.add(thread);
    thread.worker.on('message', (reply: RenderReply) => {
      const job = thread.job;
      thread.job = null;
      if (job) {
        if ('pdf' in reply)
          job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
        else job.reject(new Error(`Rendering the pro forma failed in its thread: ${reply.error}`));
      }
      next(thread);
    });
    // An uncaught error ends the thread ('exit' follows): its document fails, a new thread takes the queue.
    thread.worker.on('error', (error) => {
      thread.job?.reject(error);
      thread.job = null;
    });
    thread.worker.on('exit', () => {
      threads.delete(thread);
      const index = idle.indexOf(thread);
      if (index >= 0) idle.splice(index, 1);
      thread.job?.reject(new Error('The pro forma renderer stopped'));
      thread.job = null;
      if (!closed && queue.length > 0) next(spawn());
    });
    return thread;
  }

  function run(thread: Thread, job: Job) {
    thread.job = job;
    thread.worker.ref(); // a document in progress keeps the process alive; an idle pool does not
    thread.worker.postMessage(job.doc);
  }

  function next(thread: Thread) {
    const job = queue.shift();
    if (job) return run(thread, job);
    thread.worker.unref();
    idle.push(thread);
  }

  return {
    render(doc: ProformaDocument): Promise<Buffer> {
      if (closed) return Promise.reject(new Error('The pro forma renderers are closed'));
      return new Promise<Buffer>((resolve, reject) => {
        const job: Job = { doc, resolve, reject };
        const thread = idle.pop() ?? (threads.size < workers ? spawn() : null);
        if (thread) run(thread, job);
        else if (queue.length < maxQueued) queue.push(job);
        else reject(new RenderPoolBusyError());
      });
    },

    /** Whether a document would be refused now: a caller can refuse before doing any work for it. */
    get full() {
      return idle.length === 0 && threads.size >= workers && queue.length >= maxQueued;
    },

    /** Stops the threads (the app's onClose): waiting documents fail, so no request hangs. */
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The pro forma renderers are closed'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
export type RenderPool = ReturnType<typeof createRenderPool>;
