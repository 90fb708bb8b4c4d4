/**
 * HTTP header names shared by server and client. Kept free of zod: the public pages' entry imports this
 * (through lib/api.ts), and zod's classic API alone would take most of their JavaScript budget.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
