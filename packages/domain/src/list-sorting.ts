import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * Sorting and CSV export of the firm's lists: `sort` names one of the list's whitelisted columns,
 * `order` its direction; the server breaks ties by id so pages never overlap.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function sortParams<const C extends readonly [string, ...string[]]>(columns: C) {
  return { sort: z.enum(columns).optional(), order: z.enum(SORT_ORDERS).optional() };
}

/** The export's column titles are in the language the user reads the list in. */
export const exportParams = { locale: z.enum(LOCALES).default('en') };

/** A list's CSV export takes the list's own filter and order, without paging: it answers every page. */
export function exportQueryOf<S extends z.ZodRawShape>(listQuery: z.ZodObject<S>) {
  const { page: _page, page_size: _pageSize, ...filter } = listQuery.shape;
  return z.object({ ...filter, ...exportParams });
}

export const CLIENT_SORT_COLUMNS = ['name', 'email', 'phone_number', 'location', 'created_at'] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

export const CONTACT_SORT_COLUMNS = ['name', 'contact_type', 'phone_number'] as const;
export type ContactSortColumn = (typeof CONTACT_SORT_COLUMNS)[number];

export const CASE_SORT_COLUMNS = ['title', 'client_name', 'status', 'created_at'] as const;
export type CaseSortColumn = (typeof CASE_SORT_COLUMNS)[number];

export const TIME_ENTRY_SORT_COLUMNS = [
  'employee_name',
  'client_name',
  'case_name',
  'date_recorded',
  'hourly_rate',
  'duration',
  'total',
  'billable',
  'invoiced',
] as const;
export type TimeEntrySortColumn = (typeof TIME_ENTRY_SORT_COLUMNS)[number];

export const INVOICE_SORT_COLUMNS = [
  'invoice_number',
  'title',
  'client_name',
  'case_title',
  'date_issued',
  'due_date',
  'total',
  'outstanding_amount',
  'status',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];
