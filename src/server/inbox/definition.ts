import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { filterNames, type InboxFilterName, type InboxKind } from '@shared/inbox';
import type { InboxItems } from '@shared/contracts/inbox';

/** The columns every inbox table has (db/schema/columns.ts inboxColumns + search_text). */
export type InboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  adminNotes: PgColumn;
  processedAt: PgColumn;
  createdAt: PgColumn;
  searchText: PgColumn;
};

/** How a CSV cell formats what needs the installation's settings (dates in the business time zone). */
export type CsvFormat = { dateTime(iso: string | null | undefined): string };
export type CsvColumn<T> = {
  header: string;
  value(item: T, format: CsvFormat): string | number | null | undefined;
};

/**
 * One inbox kind, configured: its table, what a record returns, the columns of its extra filters and its
 * CSV export. The generic repository, service and routes in this folder do the rest.
 */
export type InboxKindDefinition<K extends InboxKind = InboxKind> = {
  kind: K;
  table: InboxTable;
  /** What a record returns (its item schema in shared/contracts/inbox.ts): never secrets. */
  columns: Record<string, PgColumn>;
  /** The column behind each extra filter the kind has in shared/inbox.ts. */
  filterColumns: Partial<Record<InboxFilterName, PgColumn>>;
  /** The export's columns, in order, with Polish headers (the operator opens it in a spreadsheet). */
  csv: CsvColumn<InboxItems[K]>[];
  /**
   * Records that carry an amount equal to a searched one (a search that reads as an amount, e.g. '3202,92'):
   * what people quote from a transfer or a pro forma.
   */
  amountSearch?: (amountPln: number) => SQL;
};

/** Declares a kind; fails at start, not at the first request, if a filter of shared/inbox.ts has no column. */
export function defineInboxKind<K extends InboxKind>(definition: InboxKindDefinition<K>) {
  for (const name of filterNames(definition.kind)) {
    if (!definition.filterColumns[name]) {
      throw new Error(`Inbox kind ${definition.kind}: filter '${name}' has no column`);
    }
  }
  return definition;
}
