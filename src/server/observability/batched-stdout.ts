import { writeSync } from 'node:fs';

/** Where the batched lines finally go: a synchronous write of the whole batch (stdout by default). */
export type WriteAll = (text: string) => void;

/**
 * Writes all of `text` to a file descriptor, waiting out a full non-blocking pipe (EAGAIN) as pino's own
 * synchronous sink (sonic-boom) does.
 */
export function writeAllSync(fd: number): WriteAll {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return (text) => {
    let rest = Buffer.from(text);
    while (rest.length > 0) {
      try {
        rest = rest.subarray(writeSync(fd, rest));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        Atomics.wait(pause, 0, 0, 10);
      }
    }
  };
}

/**
 * Production's log sink. Pino writes each line to stdout at once, one system call per line: under load,
 * one per request, a tenth of a public read. Here the lines of one turn of the event loop are
 * written together when the turn ends. Nothing is scheduled while no line waits (an idle server does no
 * work: a periodic flush would), a line is out at most one turn late, and 'exit' writes what is left.
 */
export function batchedStdout(writeAll: WriteAll = writeAllSync(1)) {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    writeAll(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending += line;
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}
