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

export const CLIENT_SORT_COLUMNS = ['name', 'email', 'phone_number', 'location', 'created_at'] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];
