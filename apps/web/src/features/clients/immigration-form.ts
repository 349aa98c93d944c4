/**
 * The client form's immigration facts: what the inputs hold ('' for empty), how a client fills them,
 * how they travel as form parts, and the translated messages of the shared schema's own checks.
 */
// The clients strings this file names.
import '../../locales/clients';
import { type Client, IMMIGRATION_FIELDS, IMMIGRATION_REASONS, type ImmigrationField } from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';

export type ImmigrationFormValues = Record<ImmigrationField, string>;

export function emptyImmigrationValues(): ImmigrationFormValues {
  return Object.fromEntries(IMMIGRATION_FIELDS.map((field) => [field, ''])) as ImmigrationFormValues;
}

export function immigrationValuesOf(client: Client): ImmigrationFormValues {
  return Object.fromEntries(IMMIGRATION_FIELDS.map((field) => [field, client[field] ?? ''])) as ImmigrationFormValues;
}

/**
 * Every fact is sent, an empty one as '': the server then clears what the user emptied, while a
 * caller that leaves a part out keeps the stored value.
 */
export function appendImmigration(form: FormData, values: Partial<Record<ImmigrationField, string | null>>) {
  for (const field of IMMIGRATION_FIELDS) form.append(field, values[field] ?? '');
}

/** The schema's English texts of its own checks, back to their reasons (they are unique). */
const REASON_OF_MESSAGE = new Map(
  Object.entries(IMMIGRATION_REASONS).map(([reason, message]) => [message as string, reason]),
);

/**
 * A resolver's errors with the immigration checks' messages translated: those checks carry their
 * English text on the issue itself, which zod prefers to any error map.
 */
export function withImmigrationMessages<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  t: TFunction,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, { message?: string } | undefined>;
    for (const field of IMMIGRATION_FIELDS) {
      const reason = errors[field]?.message && REASON_OF_MESSAGE.get(errors[field].message);
      if (reason) errors[field] = { ...errors[field], message: t(`clients:immigration.errors.${reason}`) };
    }
    return result;
  };
}
