import { z } from 'zod';

/** The kinds of record the header's search finds, in the order it shows them. */
export const SEARCH_KINDS = ['clients', 'cases', 'contacts', 'invoices'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per kind: the header shows a few of each, the lists themselves search further. */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_QUERY_MAX = 100;
/** A phone is searched on its digits once the text has this many (fewer would match too much). */
export const SEARCH_PHONE_MIN_DIGITS = 4;

export const globalSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(SEARCH_QUERY_MAX)
    // PostgreSQL text cannot hold NUL, and other control characters are never part of a name.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), {
      message: 'Search text cannot hold control characters.',
    }),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;

export const searchHitSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  secondary: z.string().nullable(),
  /** The web app's path of the record, without a locale prefix. */
  route: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  results: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Only the kinds the caller may read appear, in SEARCH_KINDS order, even when they found nothing. */
export const globalSearchResponse = z.object({ groups: z.array(searchGroupSchema) });
export type GlobalSearchResponse = z.infer<typeof globalSearchResponse>;

/** The digits of a text, for matching phone numbers however they were typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
