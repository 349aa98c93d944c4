/**
 * The FOIA request form's values and schema. Dates are 'YYYY-MM-DD' text ('' when empty; a tolling with no answer
 * day is still waiting on the requester); the values are turned into the API's body and checked by the domain's
 * own schema, so the form refuses what the API refuses, with the same messages in the reader's language.
 */
import { FOIA_MESSAGES, type FoiaRequest, foiaRequestBody, INVALID_DATE_MESSAGE } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
// The messages below are read from the cases namespace.
import '../../../locales/cases';

export interface FoiaTollingValues {
  started_on: string;
  ended_on: string;
}

export interface FoiaFormValues {
  agency: string;
  request_number: string;
  received_date: string;
  extension_taken: boolean;
  tollings: FoiaTollingValues[];
}

export function foiaFormValues(saved: FoiaRequest | undefined): FoiaFormValues {
  return {
    agency: saved?.agency ?? '',
    request_number: saved?.request_number ?? '',
    received_date: saved?.received_date ?? '',
    extension_taken: saved?.extension_taken ?? false,
    tollings: (saved?.tollings ?? []).map((t) => ({ started_on: t.started_on, ended_on: t.ended_on ?? '' })),
  };
}

const KEY_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(FOIA_MESSAGES).map(([key, text]): [string, string] => [text, key]),
  [INVALID_DATE_MESSAGE, 'invalidDate'],
]);

/** A FOIA message (the form's or the server's) in the interface's language; any other as it came. */
export function foiaMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`cases:foiaRequest.messages.${key}`) : message;
}

/** The form's values → the API's body, through the domain's schema (a required day left empty says so first). */
export const foiaFormSchema = z
  .object({
    agency: z.string(),
    request_number: z.string(),
    received_date: z.string().trim().min(1, FOIA_MESSAGES.receivedRequired),
    extension_taken: z.boolean(),
    tollings: z.array(z.object({ started_on: z.string(), ended_on: z.string() })),
  })
  .transform(
    (values): z.input<typeof foiaRequestBody> => ({
      ...values,
      tollings: values.tollings.map((t) => ({ started_on: t.started_on, ended_on: t.ended_on.trim() || null })),
    }),
  )
  .pipe(foiaRequestBody);
