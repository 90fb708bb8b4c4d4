import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

/** The registry of customer club-system instances (the English 'systems' screen). */
export const scmInstances = pgTable(
  'scm_instances',
  {
    id: id(),
    instanceName: text('instance_name').notNull(),
    clubName: text('club_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    domain: text('domain'),
    licenseType: text('license_type').notNull(),
    modules: jsonb('modules').$type<string[]>().notNull().default([]),
    webhookUrl: text('webhook_url'),
    status: text('status').notNull().default('active'),
    apiKey: text('api_key').notNull().unique(),
    /** AES-GCM ciphertext; the details dialog shows it to the operator in full. */
    apiSecretEncrypted: text('api_secret_encrypted').notNull(),
    lastActivity: timestampTz('last_activity'),
    createdAt: createdAt(),
  },
  (table) => [index('scm_instances_created_idx').on(table.createdAt.desc())],
);
