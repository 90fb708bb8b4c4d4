import { createHash } from 'node:crypto';
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

/** Whether a request may be counted: a browser that has not opted out and is not a crawler. */
export function countable(signals: VisitorSignals): boolean {
  return !signals.optedOut && Boolean(signals.userAgent) && !isbot(signals.userAgent);
}

/**
 * Plausible's visitor id: a hash of the day's random salt, the site, the address and the user agent. Without
 * the salt (destroyed when the day ends) the id cannot be recomputed, so it links nothing across days.
 */
export function visitorId(salt: string, site: string, signals: VisitorSignals): string {
  return createHash('sha256')
    .update(`${salt}\n${site}\n${signals.ip}\n${signals.userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
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

/** The path without its query, and the query's utm_source / utm_medium / utm_campaign. */
export function splitPath(pathAndQuery: string) {
  const url = new URL(pathAndQuery, 'http://x');
  const utm = (name: string) => url.searchParams.get(name)?.trim().toLowerCase().slice(0, 100) || null;
  return {
    path: url.pathname.slice(0, 200),
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  };
}

// Building an Intl formatter costs far more than using one: one per zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in a time zone as YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
