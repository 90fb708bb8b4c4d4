import { z } from 'zod';

/** Route parameter of every record addressed by id. */
export const idParamsSchema = z.object({ id: z.uuid('Nieprawidłowy identyfikator') });
/**
 * The same parameter refused with zod's own message instead (the orders, invoices and statements routes
 * answer so; the message is part of their 400).
 */
export const uuidParamsSchema = z.object({ id: z.uuid() });

/** The body of writes that answer nothing more specific. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Server-side paging of admin lists (product §7; docs/contributing.md, 'Lists for the admin'); the total
 * comes back in X-Total-Count.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export { NEXT_CURSOR_HEADER, TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER } from './headers';

/** The order a tenant or club-system instance was created from ('Utwórz klienta'); null when made by hand. */
export const orderLinkSchema = z.object({ id: z.string(), proformaNumber: z.string().nullable() }).nullable();
export type OrderLink = z.infer<typeof orderLinkSchema>;
