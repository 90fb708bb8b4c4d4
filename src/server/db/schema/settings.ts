import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** Small operator-editable settings by key, such as the beta pop-up switch. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
