/**
 * The Calendar client (@googleapis/calendar and google-auth-library) against the API's own sandbox over
 * HTTP: the shapes the product uses (events list with sync tokens and singleEvents, insert with a Meet
 * link, patch, delete), recurring series with a moved and a cancelled occurrence, series across a
 * daylight-saving change, a 410 for an expired sync token, and Google's errors as ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createCalendarSyncApp, googleSide } from '../../test/kits/google-calendar.js';
import { GoogleCalendarApiError } from './provider.js';

let t: TestApp;
let side: ReturnType<typeof googleSide>;

beforeAll(async () => {
  t = await createCalendarSyncApp();
  side = googleSide(t, { id: 9001, email: 'x@firm.example', token: '', refreshToken: '' }, 77);
});
afterAll(() => t?.close());

const at = (dateTime: string, timeZone: string) => ({ dateTime, timeZone });
/** Local wall-clock hour and minute of an instant in a zone. */
const clock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

describe('events through the official client', () => {
  it('inserts with a Meet link and attendees, patches, lists incrementally from the sync token, and deletes', async () => {
    const first = await side.list({ timeMin: '2030-01-01T00:00:00Z' });
    expect(first.nextSyncToken).toMatch(/^sync-\d+$/);
    const event = await side.insert({
      summary: 'Intake',
      start: at('2030-03-04T15:00:00Z', 'America/Chicago'),
      end: at('2030-03-04T15:30:00Z', 'America/Chicago'),
      attendees: [{ email: 'maria@example.com', displayName: 'Maria' }],
      withMeet: true,
    });
    expect(event.meetLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(event.htmlLink).toContain('/api/sandbox/google-calendar/event?eid=');
    expect(event.attendees).toEqual([
      { email: 'maria@example.com', displayName: 'Maria', responseStatus: 'needsAction' },
    ]);
    expect(event.organizer?.email).toBe('firm-77.user-9001@calendar.sandbox');

    const moved = await side.patch(event.id, {
      start: at('2030-03-05T15:00:00Z', 'UTC'),
      end: at('2030-03-05T16:00:00Z', 'UTC'),
    });
    expect(moved.start?.dateTime).toBe('2030-03-05T15:00:00Z');
    expect(moved.meetLink).toBe(event.meetLink);

    const changes = await side.list({ syncToken: first.nextSyncToken });
    expect(changes.events.map((e) => [e.id, e.status, e.start?.dateTime])).toEqual([
      [event.id, 'confirmed', '2030-03-05T15:00:00Z'],
    ]);
    await side.remove(event.id);
    const after = await side.list({ syncToken: changes.nextSyncToken });
    expect(after.events.map((e) => [e.id, e.status])).toEqual([[event.id, 'cancelled']]);
    expect((await side.list({ timeMin: '2030-01-01T00:00:00Z' })).events.map((e) => e.id)).not.toContain(event.id);
  });

  it('answers 410 fullSyncRequired for a sync token it does not know, and 404 for an unknown event', async () => {
    const gone = await side.list({ syncToken: 'expired-token' }).catch((error) => error);
    expect(gone).toBeInstanceOf(GoogleCalendarApiError);
    expect(gone).toMatchObject({ status: 410, reason: 'fullSyncRequired' });
    await expect(side.patch('nosuchevent', { summary: 'x' })).rejects.toMatchObject({
      status: 404,
      reason: 'notFound',
    });
  });

  it('refuses a refresh token it never issued with invalid_grant, and a forged access token with 401', async () => {
    await expect(t.services.googleCalendar.refresh('revoked-token')).rejects.toMatchObject({
      status: 400,
      reason: 'invalid_grant',
    });
    await expect(
      t.services.googleCalendar.listEvents('forged', { timeMin: '2030-01-01T00:00:00Z' }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('recurring series, expanded with singleEvents', () => {
  it('shows a moved occurrence at its new time and leaves a cancelled one out', async () => {
    const series = await side.insert({
      summary: 'Weekly team sync',
      start: at('2030-04-01T14:00:00Z', 'UTC'),
      end: at('2030-04-01T14:30:00Z', 'UTC'),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    await side.patch(`${series.id}_20300408T140000Z`, {
      start: at('2030-04-09T16:00:00Z', 'UTC'),
      end: at('2030-04-09T16:30:00Z', 'UTC'),
    });
    await side.remove(`${series.id}_20300415T140000Z`);
    const listed = (await side.list({ timeMin: '2030-03-31T00:00:00Z' })).events.filter(
      (e) => e.recurringEventId === series.id,
    );
    expect(listed.map((e) => [e.id, e.start?.dateTime])).toEqual([
      [`${series.id}_20300401T140000Z`, '2030-04-01T14:00:00.000Z'],
      [`${series.id}_20300408T140000Z`, '2030-04-09T16:00:00Z'],
      [`${series.id}_20300422T140000Z`, '2030-04-22T14:00:00.000Z'],
    ]);
  });

  it.each([
    ['America/New_York', '2030-03-04T14:00:00Z', ['2030-03-04T14:00:00.000Z', '2030-03-11T13:00:00.000Z']],
    ['Europe/Helsinki', '2030-03-25T07:00:00Z', ['2030-03-25T07:00:00.000Z', '2030-04-01T06:00:00.000Z']],
  ])('keeps a series at 09:00 in %s across the daylight-saving change', async (zone, start, expected) => {
    const series = await side.insert({
      summary: `Daily standup ${zone}`,
      start: at(start, zone),
      end: at(new Date(Date.parse(start) + 15 * 60_000).toISOString(), zone),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'],
    });
    const listed = (await side.list({ timeMin: '2030-03-01T00:00:00Z' })).events.filter(
      (e) => e.recurringEventId === series.id,
    );
    expect(listed.map((e) => e.start?.dateTime)).toEqual(expected);
    for (const e of listed)
      expect(clock(e.start!.dateTime!, zone)).toBe(zone === 'Europe/Helsinki' ? '09:00' : '09:00');
  });
});
