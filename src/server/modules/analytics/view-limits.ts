import { isIPv6 } from 'node:net';

/**
 * What one client may add to the traffic report (docs/operations.md, 'Visit counting'). The beacon is
 * unauthenticated and answers 204 whatever happens, so a script could otherwise store thousands of views a
 * second, or, varying its User-Agent (half of what a visitor id is made of), add as many visitors as it
 * likes. Neither Plausible nor Umami publish per-address numbers for their collectors; these are set from
 * what a person can do: a page a second at most, a handful of browsers behind one address.
 */
export const VIEW_LIMITS = {
  /** The same visitor's same event on the same page within this is one view (a reload, a double send). */
  dedupeMs: 10_000,
  /** Views stored per address (an IPv6 address counts by its /64) per clock minute and per clock hour. */
  perMinute: 60,
  perHour: 600,
  /** Distinct visitors (address × browser) counted per address per day; views of others are dropped. */
  visitorsPerDay: 20,
} as const;

/**
 * The limits' memory is bounded: past this many entries the stale ones go, and if that frees less than a
 * quarter, all of them (a flood from that many addresses at once is let through rather than scanned for on
 * every beacon).
 */
const MAX_ENTRIES = 20_000;

type AddressState = {
  minute: number;
  inMinute: number;
  hour: number;
  inHour: number;
  day: string;
  visitors: Set<string>;
};

/**
 * An address as the limits see it: IPv4 as it is (also when written IPv4-mapped), IPv6 by its /64 prefix,
 * the block one subscriber is usually given (a client could otherwise take a new address per request).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Held in each process's memory (the beacon is the hot path: no database round trip per view), so with
 * several processes behind a balancer a client may get up to that many times the limits.
 */
export function createViewLimits() {
  const lastCounted = new Map<string, number>();
  const addresses = new Map<string, AddressState>();

  function bounded<V>(map: Map<string, V>, stale: (value: V) => boolean) {
    if (map.size < MAX_ENTRIES) return;
    for (const [key, value] of map) if (stale(value)) map.delete(key);
    if (map.size > MAX_ENTRIES * 0.75) map.clear();
  }

  /**
   * Whether this view is counted; if it is, it is noted against its visitor, page and address. A view not
   * counted changes nothing here either.
   */
  function admit(view: { ip: string; visitor: string; event: string; path: string; day: string }, now: Date) {
    const ms = now.getTime();
    const seenKey = `${view.visitor}\n${view.event}\n${view.path}`;
    const seen = lastCounted.get(seenKey);
    if (seen !== undefined && ms - seen < VIEW_LIMITS.dedupeMs) return false;

    const minute = Math.floor(ms / 60_000);
    const hour = Math.floor(ms / 3_600_000);
    const key = addressKey(view.ip);
    let state = addresses.get(key);
    if (!state) {
      bounded(addresses, (other) => other.hour !== hour);
      state = { minute, inMinute: 0, hour, inHour: 0, day: view.day, visitors: new Set() };
      addresses.set(key, state);
    }
    if (state.minute !== minute) Object.assign(state, { minute, inMinute: 0 });
    if (state.hour !== hour) Object.assign(state, { hour, inHour: 0 });
    if (state.day !== view.day) Object.assign(state, { day: view.day, visitors: new Set() });
    if (state.inMinute >= VIEW_LIMITS.perMinute || state.inHour >= VIEW_LIMITS.perHour) return false;
    // A shortened id is enough to tell one address's few visitors apart.
    const visitor = view.visitor.slice(0, 12);
    if (!state.visitors.has(visitor) && state.visitors.size >= VIEW_LIMITS.visitorsPerDay) return false;

    state.inMinute++;
    state.inHour++;
    state.visitors.add(visitor);
    bounded(lastCounted, (at) => ms - at >= VIEW_LIMITS.dedupeMs);
    lastCounted.set(seenKey, ms);
    return true;
  }

  return { admit };
}
