/**
 * A FOIA case's request details (issue 39): the agency, its tracking number, the day it received the request,
 * the extension and the tolling periods, read and written by GET/PUT /foia-cases/{caseId}, and the response
 * deadlines the calendar shows (GET /foia-cases/deadlines). The rules of the dates live in the schema, so the
 * form and the API refuse the same things with the same messages.
 */
import { z } from 'zod';
import type { FoiaTolling } from './foia-deadline.js';
import { calendarDate, singleLine, TEXT_LIMITS } from './primitives.js';

/**
 * The 20-working-day limit applies to requests received from 2 October 1997 (Electronic Freedom of Information
 * Act Amendments of 1996, Pub. L. 104-231 §§ 8 and 12(b)); the holiday table covers those years.
 */
export const FOIA_EARLIEST_RECEIVED = '1997-10-02';
export const FOIA_REQUEST_NUMBER_MAX = 100;
export const FOIA_TOLLINGS_MAX = 20;
/** The widest window the calendar may ask for (its month view shows six weeks), and the most deadlines answered. */
export const FOIA_DEADLINE_WINDOW_DAYS = 100;
export const FOIA_DEADLINES_LIMIT = 500;

export const FOIA_MESSAGES = {
  agencyRequired: 'Enter the agency the request was sent to',
  receivedRequired: 'Enter the day the agency received the request',
  receivedTooEarly: 'FOIA deadlines are counted for requests received from 2 October 1997',
  inFuture: 'This day has not come yet',
  tollingBeforeReceived: 'The agency cannot ask the requester before it received the request',
  tollingEndsBeforeStart: 'The answer cannot come back before the agency asked',
  tollingsOverlap: 'Tolling periods cannot overlap: this one starts before the one before it ended',
  tooManyTollings: `At most ${FOIA_TOLLINGS_MAX} tolling periods`,
  notFoiaCase: 'Only a FOIA case has FOIA request details',
  windowOrder: 'end must not come before start',
  windowTooWide: `Ask for at most ${FOIA_DEADLINE_WINDOW_DAYS} days at a time`,
} as const;
export type FoiaMessageKey = keyof typeof FOIA_MESSAGES;

export const foiaTollingSchema = z.object({
  started_on: calendarDate,
  ended_on: calendarDate.nullable(),
});

/**
 * Where each tolling period breaks a rule, by its index: starts before receipt, ends before it starts, or
 * overlaps another (periods are compared in the order they start; an open period runs on forever).
 */
export function tollingProblems(receivedDate: string | null, tollings: readonly FoiaTolling[]) {
  const problems: Array<{ index: number; field: 'started_on' | 'ended_on'; message: string }> = [];
  tollings.forEach((tolling, index) => {
    if (receivedDate !== null && tolling.started_on < receivedDate) {
      problems.push({ index, field: 'started_on', message: FOIA_MESSAGES.tollingBeforeReceived });
    }
    if (tolling.ended_on !== null && tolling.ended_on < tolling.started_on) {
      problems.push({ index, field: 'ended_on', message: FOIA_MESSAGES.tollingEndsBeforeStart });
    }
  });
  const order = tollings.map((tolling, index) => ({ tolling, index }));
  order.sort((a, b) => a.tolling.started_on.localeCompare(b.tolling.started_on) || a.index - b.index);
  for (let i = 1; i < order.length; i += 1) {
    const before = order[i - 1]!.tolling;
    const current = order[i]!;
    if (before.ended_on === null || current.tolling.started_on <= before.ended_on) {
      problems.push({ index: current.index, field: 'started_on', message: FOIA_MESSAGES.tollingsOverlap });
    }
  }
  return problems;
}

/** PUT /foia-cases/{caseId}: the whole of the request's details, replacing what was saved. */
export const foiaRequestBody = z
  .object({
    agency: singleLine().min(1, FOIA_MESSAGES.agencyRequired).max(TEXT_LIMITS.SHORT_TEXT),
    request_number: singleLine()
      .max(FOIA_REQUEST_NUMBER_MAX)
      .nullable()
      .transform((value) => (value === '' ? null : value)),
    received_date: calendarDate.refine((day) => day >= FOIA_EARLIEST_RECEIVED, FOIA_MESSAGES.receivedTooEarly),
    extension_taken: z.boolean(),
    tollings: z.array(foiaTollingSchema).max(FOIA_TOLLINGS_MAX, FOIA_MESSAGES.tooManyTollings),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const problem of tollingProblems(body.received_date, body.tollings)) {
      ctx.addIssue({ code: 'custom', path: ['tollings', problem.index, problem.field], message: problem.message });
    }
  });
export type FoiaRequestBody = z.infer<typeof foiaRequestBody>;
export type FoiaRequestInput = z.input<typeof foiaRequestBody>;

/** GET and PUT /foia-cases/{caseId}: the details as saved (nulls before anything is), with the computed deadline. */
export const foiaRequestSchema = z.object({
  case_id: z.number().int(),
  agency: z.string().nullable(),
  request_number: z.string().nullable(),
  received_date: z.string().nullable(),
  extension_taken: z.boolean(),
  tollings: z.array(z.object({ started_on: z.string(), ended_on: z.string().nullable() })),
  /** The last day of the agency's time; null before the received date is known and while the clock is stopped. */
  response_due: z.string().nullable(),
  /** The first day of a tolling still waiting on the requester, or null. */
  clock_stopped_since: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FoiaRequest = z.infer<typeof foiaRequestSchema>;

/** GET /foia-cases/deadlines: the days of a window, both included. */
export const foiaDeadlinesQuery = z
  .object({ start: calendarDate, end: calendarDate })
  .strict()
  .superRefine((query, ctx) => {
    if (query.end < query.start) ctx.addIssue({ code: 'custom', path: ['end'], message: FOIA_MESSAGES.windowOrder });
    const days = (Date.parse(query.end) - Date.parse(query.start)) / 86_400_000;
    if (days >= FOIA_DEADLINE_WINDOW_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: FOIA_MESSAGES.windowTooWide });
    }
  });
export type FoiaDeadlinesQuery = z.infer<typeof foiaDeadlinesQuery>;

export const foiaDeadlineSchema = z.object({
  case_id: z.number().int(),
  client_id: z.number().int(),
  case_title: z.string(),
  agency: z.string(),
  request_number: z.string().nullable(),
  response_due: z.string(),
});
export type FoiaDeadline = z.infer<typeof foiaDeadlineSchema>;

export const foiaDeadlinesResponse = z.object({
  deadlines: z.array(foiaDeadlineSchema),
  /** True when the window held more than FOIA_DEADLINES_LIMIT deadlines and only the first were answered. */
  truncated: z.boolean(),
});
export type FoiaDeadlinesResponse = z.infer<typeof foiaDeadlinesResponse>;
