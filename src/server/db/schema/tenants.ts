import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    tenantName: text('tenant_name').notNull(),
    clubName: text('club_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    domain: text('domain'),
    webhookUrl: text('webhook_url'),
    subscriptionPlan: text('subscription_plan').notNull().default('basic'),
    maxUsers: integer('max_users').notNull().default(50),
    modules: jsonb('modules').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    clientId: text('client_id').notNull().unique(),
    /** For verification at /oauth/token. */
    clientSecretHash: text('client_secret_hash').notNull(),
    /** AES-GCM ciphertext, so the operator can reveal and copy the secret. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    createdAt: createdAt(),
    lastActivity: timestampTz('last_activity'),
  },
  (table) => [index('tenants_created_idx').on(table.createdAt.desc())],
);

/** Issued bearer tokens, stored as SHA-256 hashes; deleting a tenant's rows revokes them at once. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('oauth_tokens_tenant_idx').on(table.tenantId),
    index('oauth_tokens_expires_idx').on(table.expiresAt),
  ],
);
