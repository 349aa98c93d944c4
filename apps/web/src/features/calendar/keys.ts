/**
 * The calendar's query keys, declared once. Every one starts with `all`, so a saved or cancelled
 * meeting or appointment refreshes whatever range is shown and any meeting opened for editing.
 */
const all = ['calendar'] as const;

export interface CalendarRange {
  /** The visible range's first instant and the instant after its last (ISO 8601). */
  timeMin: string;
  timeMax: string;
}

export const calendarKeys = {
  all,
  events: (userId: number, lawFirmId: number, range: CalendarRange) =>
    [...all, 'events', userId, lawFirmId, range.timeMin, range.timeMax] as const,
  meeting: (id: number) => [...all, 'meeting', id] as const,
  google: (userId: number) => [...all, 'google', userId] as const,
  microsoft: (userId: number) => [...all, 'microsoft', userId] as const,
  /** The user's own feed and reminder setting. */
  feed: [...all, 'feed'] as const,
  settings: [...all, 'settings'] as const,
};
