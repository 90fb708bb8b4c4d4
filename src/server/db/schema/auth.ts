import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

export const adminUsers = pgTable('admin_users', {
  id: id(),
  /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
  email: text('email').notNull().unique(),
  /** Null while invited: the invitation link sets it (product §2, Administratorzy). */
  passwordHash: text('password_hash'),
  role: text('role').notNull().default('admin'),
  /** Set when deactivated: such an admin cannot sign in and is no operator; null when active or invited. */
  deactivatedAt: timestampTz('deactivated_at'),
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not let anyone sign in. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** Fixed-window counters shared by every server process (login and token endpoints). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestampTz('window_start').notNull(),
  count: integer('count').notNull().default(0),
});
