import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[]; client: string | false };

/**
 * A real SMTP server for tests (smtp-server on a free port): it accepts everything, parses each message
 * with mailparser, and can be switched to refuse mail (`down()`) to test retries.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let acceptDelayMs = 0;
  /** Sessions holding a message not yet accepted (slow()), by id: the client's EHLO name. */
  const holding = new Map<string, string | false>();
  const closed = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No DNS lookups of the client: the tests run offline and each lookup would cost time.
    disableReverseLookup: true,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('451 Try again later (test)'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          if (acceptDelayMs > 0) {
            holding.set(session.id, session.hostNameAppearsAs);
            await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
            holding.delete(session.id);
            // The client left before hearing "250 OK": the message is not ours to deliver (RFC 5321 §4.1.1.4).
            if (closed.has(session.id)) return callback(new Error('connection closed'));
          }
          received.push({
            ...mail,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            client: session.hostNameAppearsAs,
          } as ReceivedMail);
          callback();
          for (const wake of waiters.splice(0)) wake();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const to = (address: string) => received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages delivered to this address. */
    to,
    /** Resolves with the messages to `address` once at least `count` of them have arrived. */
    async waitForTo(address: string, count: number) {
      while (to(address).length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return to(address);
    },
    /** Refuse every message with a temporary error (a server that is "down" for mail). */
    down() {
      refusing = true;
    },
    up() {
      refusing = false;
    },
    /** Holds each message `ms` before accepting it (0: at once), as a slow mail server does. */
    slow(ms: number) {
      acceptDelayMs = ms;
    },
    /** The EHLO names of the clients whose message is being held right now (slow()). */
    holding: () => [...holding.values()],
    /** Resolves once `count` messages have arrived in total (for a separate process's deliveries). */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
