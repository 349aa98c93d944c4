/**
 * Form plumbing shared by the three dialogs. The forms hold what inputs hold (text, '' for empty); on
 * submit they become the API's request and are checked with the very schema the server uses.
 */
// The clientRecords strings this file names.
import '../../../locales/clientRecords';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { translatedErrorMap } from '../../../lib/zod-errors';

/** Empty text means "not given". */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** Mantine's NumberInput gives '' when empty. */
export const numberOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));
export const textOf = (value: string | null | undefined): string => value ?? '';

/**
 * A react-hook-form resolver: converts the form's values with `toRequest`, validates them with `schema`,
 * and puts each issue's translated message under the field of the same name.
 * `messages` gives a field its own text for "missing" (the spec names some, e.g. the company name).
 */
export function requestResolver<TValues extends FieldValues, TRequest>(
  schema: z.ZodType<TRequest>,
  toRequest: (values: TValues) => unknown,
  t: TFunction,
  messages: Partial<Record<string, string>> = {},
): Resolver<TValues, unknown, TRequest> {
  return async (values) => {
    const request = toRequest(values) as Record<string, unknown>;
    const result = schema.safeParse(request, { error: translatedErrorMap(t) });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (errors[field]) continue;
      const given = request[field];
      const missing = given === undefined || given === null || given === '';
      const custom = issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : undefined;
      // A choice left empty fails as "not one of the options"; to the user it is simply required.
      const reason = custom ?? (missing && issue.code === 'invalid_value' ? 'required' : undefined);
      const message =
        (issue.code === 'too_small' || reason === 'required' ? messages[field] : undefined) ??
        (reason ? t(`clientRecords:validation.${reason}`) : issue.message);
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** Puts the server's per-field messages under the fields the form has; answers whether any was placed. */
export function applyServerFieldErrors(
  error: unknown,
  fields: readonly string[],
  setError: (field: string, message: string) => void,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fields.includes(field)) {
      setError(field, message);
      placed = true;
    }
  }
  return placed;
}
