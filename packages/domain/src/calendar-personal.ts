/**
 * A user's own calendar settings (issue 39): the private feed any calendar app can subscribe to, and how long
 * before a meeting or appointment a reminder is mailed. The API and the calendar's settings dialog share these.
 */
import { z } from 'zod';

/** Minutes before an event; 0 is off. One day is 1440. */
export const REMINDER_CHOICES = [0, 15, 30, 60, 1440] as const;
export type ReminderMinutes = (typeof REMINDER_CHOICES)[number];
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 30;

/** What the feed holds: events from this many days back to this many ahead of the request. */
export const CALENDAR_FEED_WINDOW = { daysBefore: 60, daysAfter: 365, maxEvents: 2000 } as const;

/** A feed token: 32 random bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** Answered once, when a feed is created or reset: the URL is never shown again (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarSettingsSchema = z.object({
  reminder_minutes: z.literal(REMINDER_CHOICES),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
