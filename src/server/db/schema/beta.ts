import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, inboxColumns, searchText, digitsOf } from './columns';
import { anonymizedAt, noticeColumns } from './privacy';
import { leadSourceColumns } from './analytics';

export const betaSignups = pgTable(
  'beta_signups',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    clubName: text('club_name').notNull(),
    clubSize: text('club_size').notNull(),
    ...noticeColumns(),
    ...leadSourceColumns(),
    anonymizedAt: anonymizedAt(),
    ...inboxColumns('pending'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('name', 'email', 'phone', digitsOf('phone'), 'club_name'),
    ),
  },
  (table) => [
    index('beta_signups_created_idx').on(table.createdAt.desc(), table.id),
    index('beta_signups_status_created_idx').on(table.status, table.createdAt.desc()),
    index('beta_signups_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
