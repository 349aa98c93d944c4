import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workdayAhead } from '../../seed/calendar.js';
import { DEMO_APPOINTMENTS, DEMO_MEETINGS } from '../../seed/calendar-data.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06FF]/;
const DAY = 86_400_000;

describe('the demo calendar', () => {
  it('fills the coming weeks with meetings and appointments, in English and Arabic, on weekdays in Houston', async () => {
    const me = await t.call('GET', '/api/auth/me', { token });
    const res = await t.call('GET', `/api/meeting/${me.body.user.id}/all-meetings?lawFirmId=${lawFirmId}`, { token });
    expect(res.status).toBe(200);
    const events = res.body as Array<{ id: string; type: string; title: string; start: string; end: string }>;
    expect(events.filter((e) => e.type === 'meeting')).toHaveLength(DEMO_MEETINGS.length);
    expect(events.filter((e) => e.type === 'appointment')).toHaveLength(DEMO_APPOINTMENTS.length);
    const now = Date.now();
    for (const event of events) {
      const start = new Date(event.start);
      expect(start.getTime(), event.title).toBeGreaterThan(now);
      expect(start.getTime()).toBeLessThan(now + 30 * DAY);
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(start);
      expect(['Sat', 'Sun']).not.toContain(local.find((p) => p.type === 'weekday')!.value);
      const hour = Number(local.find((p) => p.type === 'hour')!.value);
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(18);
    }
    const titles = events.map((e) => e.title);
    expect(titles.some((title) => ARABIC.test(title))).toBe(true);
    expect(titles.some((title) => !ARABIC.test(title))).toBe(true);
  });

  it('shows a meeting with its client, case and attendees, and opens it', async () => {
    const me = await t.call('GET', '/api/auth/me', { token });
    const res = await t.call('GET', `/api/meeting/${me.body.user.id}/all-meetings`, { token });
    const prep = res.body.find((e: { title: string }) => e.title === 'تحضير مقابلة الإقامة الدائمة');
    expect(prep.extendedProps).toMatchObject({
      case: { title: 'تعديل الوضع القانوني I-485' },
      client: { first_name: 'أحمد', last_name: 'منصور' },
      location: 'OFFLINE',
      timeZone: 'America/Chicago',
    });
    expect(prep.extendedProps.attendees.map((a: { type: string }) => a.type)).toEqual([
      'employee',
      'employee',
      'client',
      'contact',
    ]);
    const meeting = await t.call('GET', `/api/meeting/${prep.id.split('-')[1]}/get-meeting`, { token });
    expect(meeting.status).toBe(200);
    expect(meeting.body.attendees[0]).toMatchObject({ full_name: 'Layla Hamdan', response_status: 'accepted' });
  });
});

describe('the demo calendar’s days', () => {
  it('counts working days after the day of seeding', () => {
    // Friday 1 March 2030 in Chicago: the next working day is Monday the 4th.
    const friday = new Date('2030-03-01T18:00:00Z');
    expect(workdayAhead('America/Chicago', friday, 0)).toBe('2030-03-04');
    expect(workdayAhead('America/Chicago', friday, 5)).toBe('2030-03-11');
  });
});
