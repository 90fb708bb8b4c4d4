import { z } from 'zod';

/**
 * Which CSV columns (by their header) hold the credit's date, amount, title, counterparty and the bank's
 * transaction number. Each is optional: a column not named here is recognised by the names banks give it.
 */
const columnName = z.string().trim().max(200, 'Nazwa kolumny jest za długa').optional();
export const csvMappingSchema = z.object({
  date: columnName,
  amount: columnName,
  title: columnName,
  counterparty: columnName,
  reference: columnName,
});
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** The largest statement file accepted: a year of a busy account's statement fits many times over. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const STATEMENT_TOO_LARGE = 'Plik wyciągu jest za duży (najwyżej 5 MB)';
/** The same file in base64: four characters for every three bytes. */
const MAX_STATEMENT_BASE64 = Math.ceil(MAX_STATEMENT_BYTES / 3) * 4;

/**
 * POST /api/admin/statements: a bank statement file (MT940 or CSV). `file` is the file's bytes in base64, as
 * the screen sends it (the server recognises UTF-8, Windows-1250 and ISO-8859-2); `content` is text already
 * decoded, for callers that have it. Exactly one of them.
 */
export const statementImportRequestSchema = z
  .object({
    format: z.enum(['mt940', 'csv'], 'Wybierz format pliku: MT940 albo CSV'),
    file: z
      .base64('Plik wyciągu musi być przesłany w base64')
      .min(1, 'Plik wyciągu jest pusty')
      .max(MAX_STATEMENT_BASE64, STATEMENT_TOO_LARGE)
      .optional(),
    content: z
      .string('Dodaj plik wyciągu')
      .min(1, 'Plik wyciągu jest pusty')
      .max(MAX_STATEMENT_BYTES, STATEMENT_TOO_LARGE)
      .optional(),
    /** CSV only; absent: the columns remembered from the last CSV import, then the banks' own names. */
    mapping: csvMappingSchema.optional(),
  })
  .refine((request) => (request.file === undefined) !== (request.content === undefined), {
    path: ['file'],
    message: 'Dodaj plik wyciągu',
  });
export type StatementImportRequest = z.infer<typeof statementImportRequestSchema>;

/** An unpaid order a credit can pay: its pro forma number, club and gross amount. */
export const statementOrderSchema = z.object({
  id: z.string(),
  proformaNumber: z.string(),
  clubName: z.string(),
  grossPln: z.number(),
  /** What its payments add up to so far (a partial payment leaves the rest to pay). */
  paidPln: z.number(),
  /** Paid: the payments reached the gross, or the operator accepted the difference. */
  paid: z.boolean(),
});
export type StatementOrder = z.infer<typeof statementOrderSchema>;

export const statementLineSchema = z.object({
  id: z.string(),
  bookedOn: z.string(),
  amountPln: z.number(),
  title: z.string(),
  counterparty: z.string(),
  /** exact: one unpaid order, its number and amount; partial: needs the operator; booked: paid. */
  state: z.enum(['exact', 'partial', 'unmatched', 'booked']),
  note: z.string().nullable(),
  order: statementOrderSchema.nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementImportSchema = z.object({
  /** Credits new to the system; the rest were imported before and are left as they were. */
  added: z.number(),
  alreadyImported: z.number(),
  lines: z.array(statementLineSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** GET /api/admin/statements/lines: the credits still waiting for the operator. */
export const statementLinesSchema = z.object({ items: z.array(statementLineSchema) });

/** GET /api/admin/statements/unpaid-orders: what the operator may pair a credit with by hand. */
export const unpaidOrdersSchema = z.object({ items: z.array(statementOrderSchema) });

/** GET /api/admin/statements/csv-mapping: the remembered columns, null before the first CSV import. */
export const csvMappingResponseSchema = z.object({ mapping: csvMappingSchema.nullable() });

/** POST /api/admin/statements/lines/:id/confirm: book it as the payment of the matched (or chosen) order. */
export const statementConfirmRequestSchema = z
  .object({
    orderId: z.uuid('Wybierz zamówienie').optional(),
    /**
     * The credit books as a payment of any amount (a partial one keeps the order unpaid); with
     * `acceptDifference` the order is also paid with what came, for the reason given.
     */
    acceptDifference: z.boolean().optional(),
    reason: z.string().trim().max(500, 'Powód może mieć najwyżej 500 znaków').optional(),
  })
  .refine((request) => !request.acceptDifference || (request.reason ?? '').length >= 3, {
    path: ['reason'],
    message: 'Podaj powód przyjęcia różnicy (co najmniej 3 znaki)',
  });
export type StatementConfirmRequest = z.infer<typeof statementConfirmRequestSchema>;
