/**
 * The send dialog's form: the sender's choices checked as the fields of the request they become (the
 * API's collaboration-form body), and the name of a document to ask for checked against the list so far.
 */
import {
  collaborationFormBody,
  DEFAULT_FORM_SENDING_MODE,
  FORM_LINK_DEFAULT_DAYS,
  type FormSendingMode,
  type Locale,
  SENT_FORM_MAX_REQUESTED_DOCUMENTS,
} from '@counsel/domain';
import { z } from 'zod';

export interface SendFormValues {
  form_sending_mode: FormSendingMode;
  locale: Locale;
  /** As the number input holds it: '' when nothing is typed. */
  expires_in_days: string | number;
  requested_documents: { name: string }[];
}

export const sendFormDefaults = (locale: Locale): SendFormValues => ({
  form_sending_mode: DEFAULT_FORM_SENDING_MODE,
  locale,
  expires_in_days: FORM_LINK_DEFAULT_DAYS,
  requested_documents: [],
});

const body = collaborationFormBody.shape;

/** The days as typed, then the request's own rule (a whole number from 1 to the maximum). */
const daysSchema = z
  .union([z.number(), z.string()])
  .refine((days) => days !== '', { params: { problem: 'required' }, abort: true })
  .transform(Number)
  .pipe(body.expires_in_days.unwrap());

export const sendFormSchema = z.object({
  form_sending_mode: body.form_sending_mode.unwrap(),
  locale: body.locale.unwrap(),
  expires_in_days: daysSchema,
  requested_documents: z
    .array(z.object({ name: z.string() }))
    .transform((rows) => rows.map((row) => row.name))
    .pipe(body.requested_documents.unwrap()),
});
export type SendFormOutput = z.output<typeof sendFormSchema>;

export type DaysProblem = 'required' | 'range';
export type RequestedProblem = 'empty' | 'duplicate' | 'tooMany' | 'tooLong';

const problemOf = (issue: object) => (issue as { params?: { problem?: string } }).params?.problem;

/** Why the days were refused: nothing typed, or anything else (not whole, out of range). */
export const daysProblemOf = (issue: z.core.$ZodRawIssue): DaysProblem =>
  problemOf(issue) === 'required' ? 'required' : 'range';

/** A requested document's name: the request's rule for one (1 to 120 characters once trimmed), then the list's. */
export function requestedNameSchema(list: readonly string[]) {
  return body.requested_documents.unwrap().element.superRefine((name, ctx) => {
    if (list.length >= SENT_FORM_MAX_REQUESTED_DOCUMENTS) {
      ctx.addIssue({ code: 'custom', params: { problem: 'tooMany' }, input: name });
    } else if (list.some((item) => item.toLowerCase() === name.toLowerCase())) {
      ctx.addIssue({ code: 'custom', params: { problem: 'duplicate' }, input: name });
    }
  });
}

/** Why a name was refused; the first issue wins (a name too long before a full list). */
export function requestedProblemOf(issue: z.core.$ZodRawIssue): RequestedProblem {
  if (issue.code === 'too_small') return 'empty';
  if (issue.code === 'too_big') return 'tooLong';
  return problemOf(issue) === 'tooMany' ? 'tooMany' : 'duplicate';
}
