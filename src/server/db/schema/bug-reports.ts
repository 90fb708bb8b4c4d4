import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, inboxColumns, searchText } from './columns';
import { anonymizedAt } from './privacy';
import { tenants } from './tenants';

export const bugReports = pgTable(
  'bug_reports',
  {
    id: id(),
    /** The tenant whose system filed it through the OAuth API. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category'),
    type: text('type').notNull().default('bug'),
    priority: text('priority').notNull().default('medium'),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    reproductionSteps: text('reproduction_steps'),
    expectedBehavior: text('expected_behavior'),
    actualBehavior: text('actual_behavior'),
    anonymizedAt: anonymizedAt(),
    ...inboxColumns('open'),
    /** product §2: free text over title, description and category. */
    searchText: text('search_text').generatedAlwaysAs(searchText('title', 'description', 'category')),
  },
  (table) => [
    index('bug_reports_created_idx').on(table.createdAt.desc(), table.id),
    index('bug_reports_status_created_idx').on(table.status, table.createdAt.desc()),
    index('bug_reports_priority_created_idx').on(table.priority, table.createdAt.desc()),
    index('bug_reports_type_created_idx').on(table.type, table.createdAt.desc()),
    index('bug_reports_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
