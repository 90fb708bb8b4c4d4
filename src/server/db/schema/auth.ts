import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  /**
   * Counts every change of the admin's second factors (added, removed, reset): an enrolment challenge holds
   * the count it was issued at and is good only while nothing changed that it did not change itself.
   */
  factorVersion: integer('factor_version').notNull().default(0),
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
    /** When this session last proved a second factor: step-up asks again once it is 10 minutes old. */
    secondFactorAt: timestampTz('second_factor_at'),
    /** Shown on the Security screen so the admin can tell their devices apart. */
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** Fixed-window counters shared by every server process (login and token endpoints). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestampTz('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * An admin's second factors: passkeys (WebAuthn credentials, several, named) and at most one TOTP secret.
 * A TOTP row counts only once confirmed by a first code; until then it is an enrolment under way.
 */
export const adminFactors = pgTable(
  'admin_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Passkey: the credential id (base64url), its COSE public key (base64url), counter and transports. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    /** TOTP: the secret, sealed with the app's cipher; the last 30 s step a code was accepted for. */
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    confirmedAt: timestampTz('confirmed_at'),
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_factors_user_idx').on(table.userId),
    uniqueIndex('admin_factors_credential_idx').on(table.credentialId),
  ],
);

/** Single-use recovery codes, stored as SHA-256 of the normalised code (120 random bits each). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_recovery_codes_user_idx').on(table.userId)],
);

/**
 * Short-lived, single-use challenges: the sign-in between password and second factor, an enrolment before
 * the first session, and each WebAuthn ceremony (keyed by the WebAuthn challenge's own hash).
 */
export const adminChallenges = pgTable(
  'admin_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    kind: text('kind').notNull(),
    /** Null only for a passkey-only sign-in, where the passkey itself says who signs in. */
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** An enrolment's: the admin's factorVersion it may still change factors at (see adminUsers). */
    factorVersion: integer('factor_version'),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_challenges_expires_idx').on(table.expiresAt)],
);

/** Sign-ins (success and failure) and security changes of admins, kept 90 days for the Security screen. */
export const adminSecurityEvents = pgTable(
  'admin_security_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    success: boolean('success').notNull().default(true),
    method: text('method'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Who did it when it was another admin (a factor reset). */
    actorEmail: text('actor_email'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [index('admin_security_events_user_idx').on(table.userId, table.at)],
);
