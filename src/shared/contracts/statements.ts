import { z } from 'zod';

/** Which CSV columns (by their header) hold the credit's date, amount, title and counterparty. */
export const csvMappingSchema = z.object({
  date: z.string().trim().min(1, 'Wskaż kolumnę z datą'),
  amount: z.string().trim().min(1, 'Wskaż kolumnę z kwotą'),
  title: z.string().trim().min(1, 'Wskaż kolumnę z tytułem'),
  counterparty: z.string().trim().min(1, 'Wskaż kolumnę z kontrahentem'),
});
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** POST /api/admin/statements: a bank statement file's text (MT940 or CSV). */
export const statementImportRequestSchema = z.object({
  format: z.enum(['mt940', 'csv'], 'Wybierz format pliku: MT940 albo CSV'),
  content: z
    .string('Dodaj plik wyciągu')
    .min(1, 'Plik wyciągu jest pusty')
    .max(2_000_000, 'Plik wyciągu jest za duży (najwyżej 2 MB)'),
  /** CSV only; absent: the mapping remembered from the last CSV import. */
  mapping: csvMappingSchema.optional(),
});
export type StatementImportRequest = z.infer<typeof statementImportRequestSchema>;

/** An unpaid order a credit can pay: its pro forma number, club and gross amount. */
export const statementOrderSchema = z.object({
  id: z.string(),
  proformaNumber: z.string(),
  clubName: z.string(),
  grossPln: z.number(),
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
export const statementConfirmRequestSchema = z.object({ orderId: z.uuid('Wybierz zamówienie').optional() });
