/**
 * The appointment dialog's values and the request they make (§7: date and time in UTC). The user
 * enters the wall-clock date and time in the appointment's zone; an empty time leaves it to the server
 * (08:00 in that zone, §5). Checked with the domain's request schema.
 */
import {
  type AppointmentRequest,
  appointmentRequest,
  appointmentStart,
  CALENDAR_MESSAGES,
  type CalendarEvent,
  dateInZone,
  instantInZone,
  isPastDate,
} from '@counsel/domain';
import { z } from 'zod';
import type { ZodErrorMap } from '../../lib/zod-errors';
import { timeInZone } from './meeting-form';

export interface AppointmentFormValues {
  client_id: number | null;
  client_name: string | null;
  case_id: number | null;
  case_title: string | null;
  legal_case_type: string;
  request_number: string;
  date: string;
  time: string;
  time_zone: string;
  address: string;
  notes: string;
}

export function newAppointmentValues(timeZone: string, date = ''): AppointmentFormValues {
  return {
    client_id: null,
    client_name: null,
    case_id: null,
    case_title: null,
    legal_case_type: '',
    request_number: '',
    date,
    time: '',
    time_zone: timeZone,
    address: '',
    notes: '',
  };
}

const fullName = (client: NonNullable<CalendarEvent['extendedProps']['client']>) =>
  [client.first_name, client.middle_name, client.last_name].filter(Boolean).join(' ');

/** An appointment as the calendar shows it, back into the dialog's values (in its own zone). */
export function appointmentValues(event: CalendarEvent): AppointmentFormValues {
  const { extendedProps: props } = event;
  return {
    client_id: props.client?.id ?? null,
    client_name: props.client ? fullName(props.client) : null,
    case_id: props.case?.id ?? null,
    case_title: props.case?.title ?? null,
    legal_case_type: props.legal_case_type ?? '',
    request_number: props.request_number ?? '',
    date: dateInZone(event.start, props.timeZone),
    time: timeInZone(event.start, props.timeZone),
    time_zone: props.timeZone,
    address: props.address ?? props.location ?? '',
    notes: props.description ?? '',
  };
}

/** The UTC date and time of the wall-clock ones in the appointment's zone (as given when not computable). */
function utcParts(values: AppointmentFormValues): { date: string; time: string | null } {
  if (!values.time || !values.date || !values.time_zone) return { date: values.date, time: values.time || null };
  try {
    const iso = instantInZone(values.date, values.time, values.time_zone).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  } catch {
    return { date: values.date, time: values.time };
  }
}

export function appointmentBody(values: AppointmentFormValues, lawFirmId: number): AppointmentRequest {
  const { date, time } = utcParts(values);
  return {
    law_firm_id: lawFirmId,
    client_id: values.client_id as number,
    case_id: values.case_id,
    legal_case_type: values.legal_case_type.trim() || null,
    request_number: values.request_number,
    date,
    time,
    time_zone: values.time_zone,
    address: values.address,
    notes: values.notes.trim() || null,
  };
}

/** Whether the appointment would start on a past day (an edit that keeps its start may). */
function pastStart(values: AppointmentFormValues, options: { start: string | null; now: () => Date }): boolean {
  try {
    const { date, time } = utcParts(values);
    const start = appointmentStart({ date, time, time_zone: values.time_zone });
    if (Number.isNaN(start.getTime())) return false;
    const moved = options.start === null || start.getTime() !== Date.parse(options.start);
    return moved && isPastDate(start, values.time_zone, options.now());
  } catch {
    // An unknown zone or an unreal day: the fields' own messages say so.
    return false;
  }
}

/** The schema: the domain's request over the body, plus no past date unless an edit keeps the start. */
export function appointmentFormSchema(options: {
  lawFirmId: number;
  start: string | null;
  now: () => Date;
  /** Renders zod's own messages (an address too long...) in the user's language. */
  error?: ZodErrorMap;
}) {
  return z.custom<AppointmentFormValues>().superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.client_id === null) issue('client_id', CALENDAR_MESSAGES.clientRequired);
    if (!values.date) issue('date', CALENDAR_MESSAGES.dateRequired);
    const seen = new Set<string>(values.client_id === null ? ['client_id'] : []);
    if (!values.date) seen.add('date');
    if (values.date && pastStart(values, options)) {
      issue('date', CALENDAR_MESSAGES.appointmentPastDate);
      seen.add('date');
    }
    const parsed = appointmentRequest.safeParse(
      appointmentBody(values, options.lawFirmId),
      options.error ? { error: options.error } : undefined,
    );
    for (const problem of parsed.success ? [] : parsed.error.issues) {
      const path = String(problem.path[0] ?? 'date');
      if (seen.has(path)) continue;
      seen.add(path);
      issue(path, problem.message);
    }
  });
}
