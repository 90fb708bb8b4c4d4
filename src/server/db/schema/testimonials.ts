import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    clubName: text('club_name').notNull(),
    logoUrl: text('logo_url'),
    shortTestimonial: text('short_testimonial').notNull(),
    fullTestimonial: text('full_testimonial').notNull(),
    authorName: text('author_name').notNull(),
    authorPosition: text('author_position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Which site shows it: 'pl', 'en' or 'both'; existing testimonials keep showing on both. */
    language: text('language').notNull().default('both'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('testimonials_active_created_idx').on(table.isActive, table.createdAt.desc())],
);
