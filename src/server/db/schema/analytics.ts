import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * The day's random salt of the cookie-less visitor id (docs/decisions/0009): one row per business day,
 * deleted once the day is over, so an id of yesterday can no longer be recomputed from an address and a
 * browser. The primary key lets exactly one salt in per day, whichever process makes it first.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

/**
 * One public page view or a step of the funnel seen by the page ('pricing': the pricing section came into
 * view; 'dialog': a booking or order dialog was opened). Kept 30 days; the daily totals stay in
 * traffic_daily. The visitor id is a hash that means something only with its day's salt.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: text('visitor_id').notNull(),
    event: text('event').notNull(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('page_views_day_visitor_idx').on(table.day, table.visitorId, table.id),
    index('page_views_created_at_idx').on(table.createdAt),
  ],
);

/**
 * What is kept of a day's views after 30 days: per day, a dimension ('total', 'source', 'campaign', 'page',
 * 'funnel') and its value, the distinct visitors and the views. Written once per day by the roll-up.
 */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/** Where a lead came from: its visitor's first view of the day (null: no view that day, 'bezpośrednio'). */
export type LeadSourceValue = {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string;
};

/**
 * What a lead is stored with, in its own insert (a record never exists without its source): the source
 * (null: 'bezpośrednio') and its channel, the lists' 'Źródło' filter.
 */
export type LeadAttribution = { source: LeadSourceValue | null; sourceChannel: string };

/** The two columns each lead table (contacts, demo bookings, orders, beta sign-ups) carries. */
export const leadSourceColumns = () => ({
  source: jsonb('source').$type<LeadSourceValue>(),
  sourceChannel: text('source_channel').notNull().default('direct'),
});
