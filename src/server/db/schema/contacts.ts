import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, inboxColumns, searchText, digitsOf } from './columns';
import { anonymizedAt, noticeColumns } from './privacy';
import { leadSourceColumns } from './analytics';

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...noticeColumns(),
    ...leadSourceColumns(),
    anonymizedAt: anonymizedAt(),
    ...inboxColumns('new'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('name', 'email', 'phone', digitsOf('phone'), 'subject', 'message'),
    ),
  },
  (table) => [
    index('contacts_created_idx').on(table.createdAt.desc(), table.id),
    index('contacts_status_created_idx').on(table.status, table.createdAt.desc()),
    index('contacts_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
