/**
 * Cookie-less visit counting (docs/decisions/0009): the vocabulary the server, the back office and the
 * public beacon share. Imports nothing, so the public entry can take the beacon's path and events from here.
 */

/** The beacon's endpoint: one POST per page view, sent with navigator.sendBeacon after the first paint. */
export const VISIT_BEACON_PATH = '/api/visit';

/**
 * What a page reports: a view, the pricing section seen, a booking or order dialog opened, and the beta
 * pop-up shown (its 'already shown' marker, kept against the day's visitor id: nothing on the device).
 */
export const PAGE_EVENTS = ['view', 'pricing', 'dialog', 'popup'] as const;
export type PageEvent = (typeof PAGE_EVENTS)[number];

/** What the server adds when a lead arrives from a counted visitor (the funnel's later steps). */
export const LEAD_EVENTS = ['demo', 'order', 'contact', 'beta'] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];

/** The page whose view counts as 'viewed pricing' (besides the landing page's pricing section coming into view). */
export const PRICING_PATH = '/cennik';

/** A lead with no view of its visitor that day: typed the address, a bookmark, an app that sends no referrer. */
export const DIRECT_SOURCE = 'bezpośrednio';

export const SOURCE_CHANNELS = ['direct', 'campaign', 'search', 'social', 'referral'] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];

export const SOURCE_CHANNEL_OPTIONS: readonly { value: SourceChannel; label: string }[] = [
  { value: 'direct', label: 'Bezpośrednio' },
  { value: 'campaign', label: 'Kampania (UTM)' },
  { value: 'search', label: 'Wyszukiwarka' },
  { value: 'social', label: 'Media społecznościowe' },
  { value: 'referral', label: 'Inna strona' },
];

export type LeadSource = {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string;
};

const SEARCH_HOSTS = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|ecosia|qwant|startpage|baidu)\.[a-z.]+$/;
const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|youtube\.com|tiktok\.com|pinterest\.com|reddit\.com|wykop\.pl)$/;

/** The channel of a source: a campaign when tagged with utm_source, else by the referrer's host. */
export function sourceChannel(source: LeadSource | null): SourceChannel {
  if (!source) return 'direct';
  if (source.utmSource) return 'campaign';
  const host = source.referrerHost;
  if (!host) return 'direct';
  if (SEARCH_HOSTS.test(host)) return 'search';
  if (SOCIAL_HOSTS.test(host)) return 'social';
  return 'referral';
}

/** What 'Źródło' shows: the campaign's source, else the referring site, else 'bezpośrednio'. */
export function sourceLabel(source: LeadSource | null): string {
  return source?.utmSource ?? source?.referrerHost ?? DIRECT_SOURCE;
}

/** 'Źródło' in full: the source, medium and campaign, and the page the visitor landed on. */
export function describeSource(source: LeadSource | null): string {
  if (!source) return DIRECT_SOURCE;
  const parts = [sourceLabel(source)];
  if (source.utmMedium) parts.push(source.utmMedium);
  if (source.utmCampaign) parts.push(`kampania ${source.utmCampaign}`);
  parts.push(`wejście: ${source.landingPage}`);
  return parts.join(' · ');
}

/** Marks a booking or order dialog: the beacon reports the funnel's 'opened a dialog' when one appears. */
export const FUNNEL_DIALOG_ATTRIBUTE = 'data-funnel-dialog';
