import { z } from 'zod';
import { singleLine } from './primitives.js';

export const idParam = z.coerce.number().int().positive();

/** Trimmed one-line text (a name, a title) with a minimum and maximum length. */
export const trimmed = (min: number, max: number) => singleLine().min(min).max(max);

export const emailSchema = singleLine()
  .max(255)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });
}
