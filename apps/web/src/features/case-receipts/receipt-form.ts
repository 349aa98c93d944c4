/**
 * The receipt dialog's values and schema: the values are turned into the API's body and checked by the
 * domain's own schema (the receipt number normalised from spaces, dashes and lower case), so the form refuses
 * what the API refuses, with the same messages in the reader's language.
 */
import { type CaseReceipt, caseReceiptBody, RECEIPT_NUMBER_MESSAGES, receiptNumberSchema } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
// The messages below are read from the caseReceipts namespace.
import '../../locales/caseReceipts';

export interface ReceiptFormValues {
  receipt_number: string;
  client_id: number | null;
  case_id: number | null;
  description: string;
  form_type: string;
  submitted_date: string;
}

export function receiptFormValues(saved: CaseReceipt | null, fixedCase?: { caseId: number; clientId: number }) {
  return {
    receipt_number: saved?.receipt_number ?? '',
    client_id: saved?.client_id ?? fixedCase?.clientId ?? null,
    case_id: saved?.case_id ?? fixedCase?.caseId ?? null,
    description: saved?.description ?? '',
    form_type: saved?.form_type ?? '',
    submitted_date: saved?.submitted_date ?? '',
  } satisfies ReceiptFormValues;
}

export const CASE_REQUIRED = 'caseRequired';

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(RECEIPT_NUMBER_MESSAGES).map(([key, text]): [string, string] => [text, key]),
);

/** A receipt message (the form's or the server's) in the interface's language; any other as it came. */
export function receiptMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === CASE_REQUIRED) return t('caseReceipts:messages.caseRequired');
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`caseReceipts:messages.${key}`) : message;
}

/** The form's values → the API's body, through the domain's schema. */
export const receiptFormSchema = z
  .object({
    // Checked here too (not only by the body's schema after the pipe), so a missing case and a malformed
    // number are both said at once.
    receipt_number: receiptNumberSchema,
    client_id: z.number().nullable(),
    case_id: z
      .number({ error: CASE_REQUIRED })
      .nullable()
      .refine((id) => id !== null, CASE_REQUIRED),
    description: z.string(),
    form_type: z.string(),
    submitted_date: z.string(),
  })
  .transform(
    (values): z.input<typeof caseReceiptBody> => ({
      receipt_number: values.receipt_number,
      case_id: values.case_id as number,
      description: values.description.trim() || null,
      form_type: values.form_type.trim() || null,
      submitted_date: values.submitted_date.trim() || null,
    }),
  )
  .pipe(caseReceiptBody);
