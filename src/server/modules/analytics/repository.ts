import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSalts, orders, pageViews, trafficDaily } from '../../db/schema/index';
import { DIRECT_SOURCE, PRICING_PATH } from '@shared/analytics';

export type PageViewRow = typeof pageViews.$inferInsert;
export type AggregateRow = { day: string; dimension: string; value: string; visitors: number; views: number };

/** The lead kinds, by the inbox kind's name. */
export type LeadKind = 'contacts' | 'demo-bookings' | 'orders' | 'beta-signups';

/** Funnel rows' value: step, source and language joined by a tab (none of them holds one). */
export const FUNNEL_SEPARATOR = '\t';

/**
 * The day aggregates of the raw views of [from, to], for the days not yet rolled up: what the roll-up keeps
 * and what the report reads for the last days. One statement, so a report is one round trip.
 */
function aggregateSql(from: string, to: string) {
  return sql`
    with v as (
      select * from ${pageViews} pv
      where pv.day between ${from}::date and ${to}::date
        and not exists (select 1 from ${trafficDaily} t where t.day = pv.day and t.dimension = 'total')
    ),
    first_view as (
      select distinct on (day, visitor_id) day, visitor_id, language,
        coalesce(utm_source, referrer_host, ${DIRECT_SOURCE}) as source, utm_campaign as campaign
      from v where event = 'view' order by day, visitor_id, id
    ),
    per_visitor as (
      select v.day, v.visitor_id,
        coalesce(max(f.source), ${DIRECT_SOURCE}) as source,
        coalesce(max(f.language), max(v.language)) as language,
        max(f.campaign) as campaign,
        count(*) filter (where v.event = 'view') as views,
        bool_or(v.event = 'view') as visited,
        bool_or(v.event = 'pricing' or (v.event = 'view' and v.path = ${PRICING_PATH})) as pricing,
        bool_or(v.event = 'dialog') as dialog,
        bool_or(v.event = 'demo') as demo,
        bool_or(v.event = 'order') as ordered
      from v left join first_view f on f.day = v.day and f.visitor_id = v.visitor_id
      group by v.day, v.visitor_id
    ),
    -- Each step only of those who reached the one before (FUNNEL_STEP_DEFINITIONS): 'demo' is a booking
    -- or an order, so an order is within it.
    steps as (
      select day, source, language, step from per_visitor,
        lateral (values
          ('visitors', visited),
          ('pricing', visited and pricing),
          ('dialog', visited and pricing and dialog),
          ('demo', visited and pricing and dialog and (demo or ordered)),
          ('order', visited and pricing and dialog and ordered)) s(step, reached)
      where reached
    )
    select day::text as day, 'total' as dimension, '' as value,
      count(*) filter (where visited)::int as visitors, sum(views)::int as views
      from per_visitor group by day having bool_or(visited)
    union all
    select day::text, 'source', source, count(*)::int, sum(views)::int
      from per_visitor where visited group by day, source
    union all
    select day::text, 'campaign', campaign, count(*)::int, sum(views)::int
      from per_visitor where visited and campaign is not null group by day, campaign
    union all
    select day::text, 'page', path, count(distinct visitor_id)::int, count(*)::int
      from v where event = 'view' group by day, path
    union all
    select day::text, 'funnel', step || ${FUNNEL_SEPARATOR} || source || ${FUNNEL_SEPARATOR} || language,
      count(*)::int, 0
      from steps group by day, step, source, language`;
}

/** Both drivers answer a raw statement with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createAnalyticsRepository(db: Database) {
  return {
    /** The day's salt: the first process to ask makes it, every other reads the same. */
    async saltOf(day: string, fresh: string, now: Date): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: fresh, createdAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      return row!.salt;
    },

    /** Salts of days before `today`: after this, yesterday's ids cannot be made again. */
    async destroySaltsBefore(today: string) {
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    },

    /**
     * One statement for a batch whatever its size: eleven array parameters unnested into rows. The query
     * builder would make eleven parameters per row (2,200 for a full batch), and building and parsing them
     * took most of the beacon's time; on PGlite, which runs in this thread, it stalled every other request.
     */
    async insertViews(rows: PageViewRow[]) {
      if (rows.length === 0) return;
      const column = <T>(value: (row: PageViewRow) => T) => sql.param(rows.map(value));
      await db.execute(sql`
        insert into ${pageViews} (day, visitor_id, event, path, language, referrer_host, utm_source,
          utm_medium, utm_campaign, device, created_at)
        select * from unnest(
          ${column((row) => row.day)}::date[], ${column((row) => row.visitorId)}::text[],
          ${column((row) => row.event)}::text[], ${column((row) => row.path)}::text[],
          ${column((row) => row.language)}::text[], ${column((row) => row.referrerHost ?? null)}::text[],
          ${column((row) => row.utmSource ?? null)}::text[], ${column((row) => row.utmMedium ?? null)}::text[],
          ${column((row) => row.utmCampaign ?? null)}::text[], ${column((row) => row.device)}::text[],
          ${column((row) => row.createdAt.toISOString())}::timestamptz[])`);
    },

    /** The visitor's first view of the day (where they came from), or undefined. */
    async firstView(day: string, visitor: string) {
      const [row] = await db
        .select({
          path: pageViews.path,
          referrerHost: pageViews.referrerHost,
          utmSource: pageViews.utmSource,
          utmMedium: pageViews.utmMedium,
          utmCampaign: pageViews.utmCampaign,
        })
        .from(pageViews)
        .where(and(eq(pageViews.day, day), eq(pageViews.visitorId, visitor), eq(pageViews.event, 'view')))
        .orderBy(asc(pageViews.id))
        .limit(1);
      return row;
    },

    /** Whether the visitor has an event of this kind today (the pop-up's 'already shown' marker). */
    async hasAnyEvent(day: string, visitor: string, events: readonly string[]): Promise<boolean> {
      const [row] = await db
        .select({ id: pageViews.id })
        .from(pageViews)
        .where(
          and(
            eq(pageViews.day, day),
            eq(pageViews.visitorId, visitor),
            inArray(pageViews.event, [...events]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async deleteEvents(day: string, visitor: string, event: string) {
      await db
        .delete(pageViews)
        .where(and(eq(pageViews.day, day), eq(pageViews.visitorId, visitor), eq(pageViews.event, event)));
    },

    async aggregate(from: string, to: string): Promise<AggregateRow[]> {
      return rowsOf<AggregateRow>(await db.execute(aggregateSql(from, to)));
    },

    async rolledUp(from: string, to: string): Promise<AggregateRow[]> {
      return db
        .select({
          day: trafficDaily.day,
          dimension: trafficDaily.dimension,
          value: trafficDaily.value,
          visitors: trafficDaily.visitors,
          views: trafficDaily.views,
        })
        .from(trafficDaily)
        .where(sql`${trafficDaily.day} between ${from}::date and ${to}::date`);
    },

    /** Days before `today` that have raw views and no aggregates yet. */
    async daysToRollUp(today: string): Promise<string[]> {
      const result = rowsOf<{ day: string }>(
        await db.execute(sql`
        select distinct pv.day::text as day from ${pageViews} pv
        where pv.day < ${today}::date
          and not exists (select 1 from ${trafficDaily} t where t.day = pv.day and t.dimension = 'total')
        order by 1`),
      );
      return result.map((row) => row.day);
    },

    /** Keeps a day's aggregates; a second process rolling the same day up changes nothing. */
    async keepAggregates(rows: AggregateRow[]) {
      if (rows.length > 0) await db.insert(trafficDaily).values(rows).onConflictDoNothing();
    },

    async deleteViewsBefore(day: string) {
      await db.delete(pageViews).where(lt(pageViews.day, day));
    },

    /** Orders placed in [from, to] (business days) and paid since, by source and language: the last step. */
    async paidOrders(from: string, to: string, timeZone: string) {
      return rowsOf<{ source: string; language: string; paid: number }>(
        await db.execute(sql`
        select coalesce(${orders.source}->>'utmSource', ${orders.source}->>'referrerHost', ${DIRECT_SOURCE}) as source,
          ${orders.language} as language, count(*)::int as paid
        from ${orders}
        where ${orders.paidOn} is not null
          and (${orders.createdAt} at time zone ${timeZone})::date between ${from}::date and ${to}::date
        group by 1, 2`),
      );
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
