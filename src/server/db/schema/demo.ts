import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inboxColumns, searchText, digitsOf, timestampTz } from './columns';
import { anonymizedAt, noticeColumns } from './privacy';
import { leadSourceColumns } from './analytics';

export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    clubName: text('club_name'),
    /** As the visitor saw it: dd.MM.yyyy HH:mm in the business time zone. */
    preferredDate: text('preferred_date').notNull(),
    /** The slot's start; kept even if the operator later deletes the slot. */
    selectedSlot: timestampTz('selected_slot').notNull(),
    language: text('language').notNull().default('pl'),
    /** The visitor's own IANA time zone as their browser reported it (the operator sees their clock too). */
    visitorTimeZone: text('visitor_time_zone'),
    ...noticeColumns(),
    ...leadSourceColumns(),
    anonymizedAt: anonymizedAt(),
    /** When the current slot was chosen (booked or rescheduled): a reminder is due only if chosen before it. */
    slotChosenAt: timestampTz('slot_chosen_at').notNull().defaultNow(),
    /** Claimed by a conditional UPDATE, so each reminder goes out at most once however many workers sweep. */
    reminder24hSentAt: timestampTz('reminder_24h_sent_at'),
    reminder1hSentAt: timestampTz('reminder_1h_sent_at'),
    /** The operator deleted the slot this booking held ('slot usunięty' in the list). */
    slotDeletedAt: timestampTz('slot_deleted_at'),
    /** The online meeting's address the operator set: sent to the visitor when set or changed. */
    meetingUrl: text('meeting_url'),
    /** The operator marked that the visitor did not show up (a flag beside the status). */
    noShowAt: timestampTz('no_show_at'),
    ...inboxColumns('pending'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('name', 'email', 'phone', digitsOf('phone'), 'club_name'),
    ),
  },
  (table) => [
    index('demo_bookings_created_idx').on(table.createdAt.desc(), table.id),
    index('demo_bookings_status_created_idx').on(table.status, table.createdAt.desc()),
    index('demo_bookings_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // 'Najbliższe prezentacje', the calendar feed and the reminder sweep read bookings by their time.
    index('demo_bookings_slot_idx').on(table.selectedSlot),
    // One upcoming demo per e-mail address: a booking looks up the address's other bookings.
    index('demo_bookings_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const slots = pgTable(
  'slots',
  {
    id: id(),
    /** Unique: one presentation per hour. */
    datetime: timestampTz('datetime').notNull().unique(),
    /**
     * The booking that holds the slot. Booking sets it with `WHERE booked_by IS NULL`, so of two racing
     * visitors exactly one wins, in the database, on any number of server processes.
     */
    bookedBy: uuid('booked_by').references(() => demoBookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('slots_booked_by_idx').on(table.bookedBy)],
);
