/**
 * The tests' visitors: an address and a name of their own for each, so that the per-address limits and
 * the one-demo-per-address rule met by one test never reach another's.
 */

/**
 * The test file's number in this run: vitest numbers every file it starts (VITEST_WORKER_ID), so two files
 * never share one, running side by side or not (for the first 256 files of a run; there are far fewer).
 */
const FILE = Number(process.env.VITEST_WORKER_ID ?? 0) % 256;
let addresses = 0;

/**
 * A visitor address no other call in the run returns: 10.<file>.<n>, n counting this file's addresses.
 * Every helper of a file draws from the one counter, so a test's own addresses and the ones its helpers
 * take never meet.
 */
export function nextIp(): string {
  const n = ++addresses;
  if (n > 0xffff) throw new Error('a test file asked for more than 65,535 visitor addresses');
  return `10.${FILE}.${n >> 8}.${n & 255}`;
}

let count = 0;

/** Lower-case letters and digits no other call returns: for a name, a search term, part of an address. */
export const unique = () => `${++count}${Math.random().toString(36).slice(2, 7)}`;

/** An e-mail address no other visitor has: `<prefix>-<unique>@<domain>`. */
export const uniqueEmail = (prefix: string, domain = 'klub.pl') => `${prefix}-${unique()}@${domain}`;
