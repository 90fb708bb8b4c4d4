import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server for tests (smtp-server on a free port): it accepts everything, parses each message
 * with mailparser, and can be switched to refuse mail (`down()`) to test retries.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No DNS lookups of the client: the tests run offline and each lookup would cost time.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('451 Try again later (test)'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            ...mail,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          } as ReceivedMail);
          callback();
          for (const wake of waiters.splice(0)) wake();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages delivered to this address. */
    to: (address: string) => received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase())),
    /** Refuse every message with a temporary error (a server that is "down" for mail). */
    down() {
      refusing = true;
    },
    up() {
      refusing = false;
    },
    /** Resolves once `count` messages have arrived in total (for a separate process's deliveries). */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
