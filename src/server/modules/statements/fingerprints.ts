import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StatementCredit } from './credit';

/** How many lines one insert writes: a 15,000-line statement is thirty inserts, not 15,000. */
export const LINES_PER_INSERT = 500;

const sha256 = (parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** What a line of a statement says, without the bank's reference. */
const contentOf = (credit: StatementCredit) => [
  credit.bookedOn,
  credit.amount.toFixed(2),
  credit.title.replace(/\s+/g, ' '),
  credit.counterparty,
];

export type Fingerprinted = {
  credit: StatementCredit;
  /** The credit's identity: the same credit in the same or a later file is the same money, stored once. */
  fingerprint: string;
  /**
   * Before references counted, the first of a statement's identical lines was stored under its content
   * alone: such a row is this credit, so a statement imported then is not imported twice now.
   */
  earlier: string | null;
};

/**
 * Each credit's identity: its content and the bank's reference, and which of the statement's identical
 * lines it is (the n-th). Two club payments of one amount with one title on one day are two payments
 * (different references, or the first and second of two identical lines), and the same file imported
 * again gives the same identities, so nothing is added twice. A first line without a reference keeps the
 * identity it always had: its content alone.
 */
export async function fingerprinted(credits: StatementCredit[]): Promise<Fingerprinted[]> {
  const occurrences = new Map<string, number>();
  const contentsSeen = new Set<string>();
  const lines: Fingerprinted[] = [];
  for (const credit of credits) {
    // Hashing a large statement's lines at once would hold the event loop; a slice at a time does not.
    if (lines.length % LINES_PER_INSERT === LINES_PER_INSERT - 1) await nextTurn();
    const content = contentOf(credit);
    const byContent = sha256(content);
    const identity = credit.reference ? sha256([...content, credit.reference]) : byContent;
    const nth = (occurrences.get(identity) ?? 0) + 1;
    occurrences.set(identity, nth);
    const fingerprint =
      !credit.reference && nth === 1 ? byContent : sha256([...content, credit.reference, String(nth)]);
    const first = !contentsSeen.has(byContent);
    contentsSeen.add(byContent);
    lines.push({ credit, fingerprint, earlier: first && fingerprint !== byContent ? byContent : null });
  }
  return lines;
}
