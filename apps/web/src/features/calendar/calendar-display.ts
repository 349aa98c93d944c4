/**
 * How the calendar shows things (people-and-scheduling §9): colours by location, dates as month day
 * year with time, durations in hours and minutes, and the domain's English messages in the interface's
 * language. Numbers go through Intl with the app's locale, so Arabic shows the same digits as elsewhere.
 */
import { CALENDAR_MESSAGES, type CalendarEvent, type Locale, type MeetingLocation } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
// The messages below are read from the calendar's namespace.
import '../../locales/calendar';

/**
 * Microsoft blue, Google red, offline green, others purple, anything else (appointments) blue. Dark
 * enough shades that white text on them keeps a 4.5:1 contrast.
 */
export const LOCATION_COLOURS: Record<MeetingLocation, string> = {
  MICROSOFT_CALENDAR: '#1971c2',
  GOOGLE_CALENDAR: '#c92a2a',
  OFFLINE: '#237a35',
  OTHERS: '#6741d9',
};
export const DEFAULT_EVENT_COLOUR = '#1971c2';

/** An event imported from the user's Outlook calendar (the spec's one external type, at Microsoft's location). */
export const isOutlookEvent = (event: Pick<CalendarEvent, 'type' | 'extendedProps'>) =>
  event.type === 'google-calendar' && event.extendedProps.location === 'MICROSOFT_CALENDAR';

/** The colour an event is drawn in: an imported event is its calendar's (Google red, Microsoft blue), a meeting its location's. */
export function eventColour(event: Pick<CalendarEvent, 'type' | 'extendedProps'>): string {
  if (isOutlookEvent(event)) return LOCATION_COLOURS.MICROSOFT_CALENDAR;
  if (event.type === 'google-calendar') return LOCATION_COLOURS.GOOGLE_CALENDAR;
  if (event.type === 'appointment') return DEFAULT_EVENT_COLOUR;
  return LOCATION_COLOURS[event.extendedProps.location as MeetingLocation] ?? DEFAULT_EVENT_COLOUR;
}

/** "March 5, 2027 at 9:00 AM" in the event's own zone (Arabic with its month names and digits). */
export function formatEventDateTime(iso: string, timeZone: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** Minutes as hours and minutes: "1 hr, 30 min", "45 min"; null when the times do not make a duration. */
export function formatEventDuration(start: string, end: string, locale: Locale): string | null {
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return formatMinutes(minutes, locale);
}

export function formatMinutes(total: number, locale: Locale): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 ? unit(hours, 'hour') : null, minutes > 0 || hours === 0 ? unit(minutes, 'minute') : null];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(
    parts.filter((part): part is string => part !== null),
  );
}

/** The duration select's choice: "15 minutes", "١٥ دقيقة". */
export function formatMinutesLong(total: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(total);
}

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(CALENDAR_MESSAGES).map(([key, message]): [string, string] => [message, key]),
);

/** A calendar message (the form's or the server's), in the interface's language; any other as it came. */
export function calendarMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`calendar:messages.${key}`) : message;
}

/** A refusal as a toast's text: the calendar's own refusals (422) by their message, the rest as the app's. */
export function calendarErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KEY_OF_MESSAGE.has(error.message)) {
    return calendarMessage(t, error.message) as string;
  }
  return errorMessage(t, error);
}

/** The server's field messages (a 400's, and a 422's that names its field), by the request's paths. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
