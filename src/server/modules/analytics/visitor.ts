import { hash } from 'node:crypto';
import { isbot } from 'isbot';

/** What the server knows of the browser behind a request: all a visitor id is made of, and its wishes. */
export type VisitorSignals = {
  ip: string;
  userAgent: string | undefined;
  /** Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`): counted not at all. */
  optedOut: boolean;
};

export function visitorSignals(request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): VisitorSignals {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    optedOut: request.headers['sec-gpc'] === '1' || request.headers.dnt === '1',
  };
}

// isbot tests one very large expression (microseconds a call, the beacon's largest cost), and the agents of
// a day's visitors are a few hundred browser versions: each agent's verdict is kept, a bounded number of them.
const botVerdicts = new Map<string, boolean>();
const BOT_VERDICTS_KEPT = 1000;

function isBotAgent(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= BOT_VERDICTS_KEPT) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** Whether a request may be counted: a browser that has not opted out and is not a crawler. */
export function countable(signals: VisitorSignals): boolean {
  return !signals.optedOut && Boolean(signals.userAgent) && !isBotAgent(signals.userAgent!);
}

/**
 * Plausible's visitor id: a hash of the day's random salt, the site, the address and the user agent. Without
 * the salt (destroyed when the day ends) the id cannot be recomputed, so it links nothing across days.
 */
export function visitorId(salt: string, site: string, signals: VisitorSignals): string {
  return hash('sha256', `${salt}\n${site}\n${signals.ip}\n${signals.userAgent ?? ''}`, 'hex').slice(0, 32);
}

/** The device class, from the user agent: all that is kept of it. */
export function deviceClass(userAgent: string | undefined): 'mobile' | 'tablet' | 'desktop' {
  if (!userAgent) return 'desktop';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The referrer's host, or null for none, an unreadable one, or our own pages (a visitor moving between them). */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.includes(host) ? null : host.slice(0, 200);
  } catch {
    return null;
  }
}

/** A path a URL parser leaves as it is (no dot segments, escapes or other characters to normalise). */
const PLAIN_PATH = /^(?:\/[\w~-]*)+$/;

/**
 * The path without its query, and the query's utm_source / utm_medium / utm_campaign. A plain path (nearly
 * every page view) skips the URL parser, as does a query without utm_ values: the answer is the same.
 */
export function splitPath(pathAndQuery: string) {
  const end = pathAndQuery.search(/[?#]/);
  const rawPath = end === -1 ? pathAndQuery : pathAndQuery.slice(0, end);
  const path = PLAIN_PATH.test(rawPath) ? rawPath : new URL(rawPath, 'http://x').pathname;
  const query = end !== -1 && pathAndQuery[end] === '?' ? pathAndQuery.slice(end + 1).split('#')[0]! : '';
  const params = query.includes('utm_') ? new URLSearchParams(query) : null;
  const utm = (name: string) => params?.get(name)?.trim().toLowerCase().slice(0, 100) || null;
  return {
    path: path.slice(0, 200),
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  };
}
