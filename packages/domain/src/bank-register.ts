/**
 * A bank account's register: every movement on it with the running balance after each, oldest first,
 * filtered by the days it was posted (the firm's time zone), a page at a time, and as a CSV file.
 */
import { z } from 'zod';
import { calendarDate } from './primitives.js';
import { TRUST_MOVEMENT_KINDS } from './trust-reports.js';

export const BANK_REGISTER_PAGE_SIZE = 25;

export const bankRegisterQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(BANK_REGISTER_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });
export type BankRegisterQuery = z.input<typeof bankRegisterQuery>;
export const bankRegisterCsvQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });

export const bankRegisterRowSchema = z.object({
  movement_id: z.number().int(),
  /** The day it was posted, in the firm's time zone (YYYY-MM-DD). */
  date: z.string(),
  kind: z.enum(TRUST_MOVEMENT_KINDS),
  payment_id: z.number().int().nullable(),
  description: z.string().nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  /** Signed: money in is positive. */
  amount: z.number(),
  /** The account's balance after this movement (its starting balance included). */
  balance: z.number(),
});
export type BankRegisterRow = z.infer<typeof bankRegisterRowSchema>;

export const bankRegisterResponse = z.object({
  account: z.object({ id: z.number().int(), title: z.string(), account_type: z.enum(['TRUST', 'OFFICE']) }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The balance before the first movement of the range. */
  opening_balance: z.number(),
  /** The balance after the last movement of the range. */
  closing_balance: z.number(),
  rows: z.array(bankRegisterRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type BankRegisterResponse = z.infer<typeof bankRegisterResponse>;

/** The CSV's header row (the file is for spreadsheets and accountants: English column names). */
export const BANK_REGISTER_CSV_HEADER = ['Date', 'Type', 'Client', 'Description', 'Payment', 'Amount', 'Balance'];
