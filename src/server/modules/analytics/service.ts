import { addDays, dayIn } from '@shared/calendar-day';
import { randomBytes } from 'node:crypto';
import {
  DIRECT_SOURCE,
  LEAD_EVENTS,
  sourceChannel,
  type LeadEvent,
  type LeadSource,
} from '@shared/analytics';
import {
  FUNNEL_STEPS,
  type TrafficQuery,
  type TrafficReport,
  type VisitBeacon,
} from '@shared/contracts/analytics';
import type { AppInfrastructure } from '../../infrastructure';
import type { LeadAttribution } from '../../db/schema/analytics';
import {
  createAnalyticsRepository,
  FUNNEL_SEPARATOR,
  type AggregateRow,
  type LeadKind,
  type PageViewRow,
} from './repository';
import { countable, deviceClass, referrerHost, splitPath, visitorId, type VisitorSignals } from './visitor';
import { createViewLimits } from './view-limits';

/** Raw views are kept this many days; the daily aggregates stay. */
export const RAW_VIEWS_KEPT_DAYS = 30;
/**
 * Views wait in memory at most this long, or until this many, and are then written in one insert. A
 * statement has a fixed cost (a commit; on PGlite, in this thread, file writes too), so a busy site's views
 * go in large batches.
 */
export const FLUSH_AFTER_MS = 1000;
export const FLUSH_AT_ROWS = 1000;

const LEAD_EVENT_OF: Record<LeadKind, LeadEvent> = {
  'demo-bookings': 'demo',
  orders: 'order',
  contacts: 'contact',
  'beta-signups': 'beta',
};

/** A browser with any of these today gets no beta pop-up: it was shown, or the visitor converted. */
const POPUP_DONE_EVENTS: readonly string[] = ['popup', ...LEAD_EVENTS];

export type AnalyticsDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'config' | 'log'>;

export function createAnalyticsService({ db, clock, config, log }: AnalyticsDeps) {
  const repository = createAnalyticsRepository(db);
  const timeZone = config.businessTimeZone;
  const ownHosts = [config.publicUrl, config.publicUrlEn].map((url) =>
    new URL(url).hostname.toLowerCase().replace(/^www\./, ''),
  );
  // The site in the hash: the same browser on another installation is another visitor.
  const site = ownHosts[0]!;

  // Only today's salt is held (it is the database's row, read once a day); yesterday's is never asked for.
  let salt: { day: string; value: Promise<string> } | undefined;
  function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) {
      const value = repository.saltOf(day, randomBytes(32).toString('base64'), clock.now());
      value.catch(() => {
        if (salt?.value === value) salt = undefined;
      });
      salt = { day, value };
    }
    return salt.value;
  }

  const limits = createViewLimits();
  let pending: PageViewRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Writes the views waiting in memory, in one insert. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    if (rows.length === 0) return writing;
    writing = writing
      .then(() => repository.insertViews(rows))
      .catch((error: unknown) => log.warn({ err: error, views: rows.length }, 'page views not written'));
    return writing;
  }

  async function idOf(signals: VisitorSignals, day: string) {
    return visitorId(await saltOf(day), site, signals);
  }

  /**
   * Counts a page's beacon. It never fails the visitor's page: a view that cannot be counted (the database
   * out of reach for the day's salt) is logged and lost. A view past the limits (view-limits.ts: a repeat
   * within seconds, too many from one address, too many visitors from one address) is dropped silently;
   * the beacon's answer is the same either way, so a client learns nothing from it.
   */
  async function record(beacon: VisitBeacon, signals: VisitorSignals): Promise<void> {
    if (!countable(signals)) return;
    const now = clock.now();
    const day = dayIn(now, timeZone);
    let visitor: string;
    try {
      visitor = await idOf(signals, day);
    } catch (error) {
      log.warn({ err: error }, 'page view not counted');
      return;
    }
    const { path, utmSource, utmMedium, utmCampaign } = splitPath(beacon.path);
    if (!limits.admit({ ip: signals.ip, visitor, event: beacon.event, path, day }, now)) return;
    pending.push({
      day,
      visitorId: visitor,
      event: beacon.event,
      path,
      language: beacon.language,
      referrerHost: referrerHost(beacon.referrer, ownHosts),
      utmSource,
      utmMedium,
      utmCampaign,
      device: deviceClass(signals.userAgent),
      createdAt: now,
    });
    // The pop-up's marker is written at once: the visitor's next page asks for it within a moment.
    if (beacon.event === 'popup') await flush();
    else if (pending.length >= FLUSH_AT_ROWS) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_AFTER_MS);
      timer.unref();
    }
  }

  /**
   * Stores a lead with its source: its visitor's first view today, worked out first and handed to `store`,
   * which inserts it with the record (a record never exists without its source). The record keeps the
   * source, never the visitor id; the funnel gets the step (a row of the visitor's views, gone in 30 days)
   * once the record is stored. A visitor who is not counted (GPC, DNT, a bot) is looked up not at all.
   */
  async function attributeLead<T>(
    kind: LeadKind,
    signals: VisitorSignals,
    language: string,
    store: (attribution: LeadAttribution) => Promise<T>,
  ): Promise<T> {
    const counted = countable(signals);
    const now = clock.now();
    const day = dayIn(now, timeZone);
    let visitor: string | undefined;
    let first: Awaited<ReturnType<typeof repository.firstView>>;
    if (counted) {
      await flush();
      visitor = await idOf(signals, day);
      first = await repository.firstView(day, visitor);
    }
    const source: LeadSource | null = first
      ? {
          referrerHost: first.referrerHost,
          utmSource: first.utmSource,
          utmMedium: first.utmMedium,
          utmCampaign: first.utmCampaign,
          landingPage: first.path,
        }
      : null;
    const created = await store({ source, sourceChannel: sourceChannel(source) });
    if (visitor) {
      await repository.insertViews([
        {
          day,
          visitorId: visitor,
          event: LEAD_EVENT_OF[kind],
          path: first?.path ?? '',
          language,
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          device: deviceClass(signals.userAgent),
          createdAt: now,
        },
      ]);
    }
    return created;
  }

  /**
   * Whether the beta pop-up is done with this browser today: it was shown (a 'popup' event of its visitor
   * id), or the visitor booked, ordered, wrote or signed up today (a lead event): no marketing after a
   * conversion, on any page of the visit, though each page is a full load that remembers nothing. A browser
   * that is not counted (GPC, DNT, a bot) counts as shown: nothing is remembered of it, so it would
   * otherwise get the pop-up on every page (decision 0009).
   */
  async function popupShown(signals: VisitorSignals): Promise<boolean> {
    if (!countable(signals)) return true;
    const day = dayIn(clock.now(), timeZone);
    const visitor = await idOf(signals, day);
    if (pending.some((row) => row.visitorId === visitor && POPUP_DONE_EVENTS.includes(row.event)))
      return true;
    return repository.hasAnyEvent(day, visitor, POPUP_DONE_EVENTS);
  }

  /** The operator's 'test' button: today's marker of their own browser goes, the pop-up shows again. */
  async function clearPopupShown(signals: VisitorSignals): Promise<void> {
    if (!countable(signals)) return;
    const day = dayIn(clock.now(), timeZone);
    const visitor = await idOf(signals, day);
    pending = pending.filter((row) => !(row.visitorId === visitor && row.event === 'popup'));
    await writing;
    await repository.deleteEvents(day, visitor, 'popup');
  }

  /**
   * The hourly housekeeping (several processes may run it): yesterday's salts destroyed, each finished day
   * rolled up into traffic_daily, raw views past 30 days deleted.
   */
  async function housekeeping() {
    await flush();
    const today = dayIn(clock.now(), timeZone);
    await repository.destroySaltsBefore(today);
    for (const day of await repository.daysToRollUp(today)) {
      await repository.keepAggregates(await repository.aggregate(day, day));
    }
    await repository.deleteViewsBefore(addDays(today, -RAW_VIEWS_KEPT_DAYS));
  }

  async function report({ from, to }: TrafficQuery): Promise<TrafficReport> {
    await flush();
    const [kept, fresh, paid] = await Promise.all([
      repository.rolledUp(from, to),
      repository.aggregate(from, to),
      repository.paidOrders(from, to, timeZone),
    ]);
    return buildReport(from, to, [...kept, ...fresh], paid);
  }

  return {
    record,
    flush,
    attributeLead,
    popupShown,
    clearPopupShown,
    housekeeping,
    report,
    today: () => dayIn(clock.now(), timeZone),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

const TOP = 10;

function top<K extends string>(rows: AggregateRow[], dimension: string, key: K) {
  const sums = new Map<string, { visitors: number; views: number }>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const sum = sums.get(row.value) ?? { visitors: 0, views: 0 };
    sum.visitors += row.visitors;
    sum.views += row.views;
    sums.set(row.value, sum);
  }
  return [...sums]
    .sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([value, sum]) => ({ [key]: value, ...sum }) as { [P in K]: string } & typeof sum);
}

function buildReport(
  from: string,
  to: string,
  rows: AggregateRow[],
  paid: { source: string; language: string; paid: number }[],
): TrafficReport {
  const perDay = new Map<string, { visitors: number; views: number }>();
  for (const row of rows) {
    if (row.dimension === 'total') perDay.set(row.day, { visitors: row.visitors, views: row.views });
  }
  const days: TrafficReport['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ day, ...(perDay.get(day) ?? { visitors: 0, views: 0 }) });
  }
  const totals = days.reduce(
    (sum, day) => ({ visitors: sum.visitors + day.visitors, views: sum.views + day.views }),
    { visitors: 0, views: 0 },
  );

  const empty = () => FUNNEL_STEPS.map(() => 0);
  const total = empty();
  const bySource = new Map<string, number[]>();
  const byLanguage = new Map<string, number[]>();
  const add = (step: number, source: string, language: string, count: number) => {
    total[step]! += count;
    const s = bySource.get(source) ?? empty();
    s[step]! += count;
    bySource.set(source, s);
    const l = byLanguage.get(language) ?? empty();
    l[step]! += count;
    byLanguage.set(language, l);
  };
  for (const row of rows) {
    if (row.dimension !== 'funnel') continue;
    const [step, source = DIRECT_SOURCE, language = 'pl'] = row.value.split(FUNNEL_SEPARATOR);
    const index = FUNNEL_STEPS.indexOf(step as (typeof FUNNEL_STEPS)[number]);
    if (index >= 0) add(index, source, language, row.visitors);
  }
  for (const row of paid) add(FUNNEL_STEPS.indexOf('paid'), row.source, row.language, row.paid);

  const ranked = (map: Map<string, number[]>) =>
    [...map].sort((a, b) => b[1][0]! - a[1][0]! || a[0].localeCompare(b[0]));
  return {
    from,
    to,
    days,
    totals,
    sources: top(rows, 'source', 'source'),
    campaigns: top(rows, 'campaign', 'campaign'),
    pages: top(rows, 'page', 'path'),
    funnel: {
      total,
      bySource: ranked(bySource).map(([source, counts]) => ({ source, counts })),
      byLanguage: ranked(byLanguage).map(([language, counts]) => ({ language, counts })),
    },
  };
}
