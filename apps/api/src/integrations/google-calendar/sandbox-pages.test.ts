/**
 * The Calendar sandbox's pages: an event's page at its htmlLink, and adding an event "on Google's side"
 * from it, which a sync brings into Counsel. Whose calendar a page shows or adds to comes only from the
 * server-signed reference: a forged or altered one, or one of another account, answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { buildCalendarWorld, type CalendarWorld, NOW } from '../../test/kits/calendar.js';
import {
  calendarSyncApi,
  connectCalendar,
  createCalendarSyncApp,
  googleSide,
} from '../../test/kits/google-calendar.js';
import { local } from '../../test/kits/google-drive.js';
import { calendarRef } from './sandbox-pages.js';

let t: TestApp;
let w: CalendarWorld;
let link: string;

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const hiddenRef = (html: string) => /name="calendar" value="([^"]*)"/.exec(html)?.[1] ?? '';
const eidOf = (url: string) => new URL(url).searchParams.get('eid')!;
const pageOf = (eid: string) =>
  t.app.inject({ method: 'GET', url: `/api/sandbox/google-calendar/event?eid=${encodeURIComponent(eid)}` });
const addEvent = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/google-calendar/event', ...form(fields) });
const accountOf = (userId: number) => `firm-${w.firm.lawFirmId}/user-${userId}`;

beforeAll(async () => {
  t = await createCalendarSyncApp({ now: () => NOW });
  w = await buildCalendarWorld(t);
  await connectCalendar(t, w.firm.admin);
  const made = await googleSide(t, w.firm.admin, w.firm.lawFirmId).insert({
    summary: 'Asylum <interview> prep',
    start: { dateTime: '2030-03-04T15:00:00Z', timeZone: 'UTC' },
    end: { dateTime: '2030-03-04T16:00:00Z', timeZone: 'UTC' },
    attendees: [{ email: 'dana@example.com', displayName: 'Dana Interpreter' }],
    withMeet: true,
  });
  link = made.htmlLink!;
});
afterAll(() => t?.close());

describe("the sandbox event's page", () => {
  it('shows the event of its link, escaped and marked Sandbox, with its Meet link and guests', async () => {
    expect(link).toContain('/api/sandbox/google-calendar/event?eid=');
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Asylum &lt;interview&gt; prep');
    expect(res.body).not.toContain('<interview>');
    expect(res.body).toContain('Sandbox');
    expect(res.body).toContain('2030-03-04 15:00 UTC');
    expect(res.body).toContain('Dana Interpreter');
    expect(res.body).toMatch(/href="https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}"/);
    expect(hiddenRef(res.body)).toBe(calendarRef(t.services.secrets, accountOf(w.firm.admin.id)));
  });

  it('answers 404 to a forged, altered or borrowed reference', async () => {
    const eid = eidOf(link);
    const [id, account, mac] = eid.split('.') as [string, string, string];
    const otherAccount = Buffer.from(accountOf(w.colleague.id)).toString('base64url');
    const otherFirm = Buffer.from(`firm-${w.other.firm.lawFirmId}/user-${w.other.firm.admin.id}`).toString('base64url');
    const colleagueRef = calendarRef(t.services.secrets, accountOf(w.colleague.id));
    for (const forged of [
      `${id}.${otherAccount}.${mac}`,
      `${id}.${otherFirm}.${mac}`,
      `${id}.${account}.${mac.slice(0, -2)}AA`,
      `${id}.${account}`,
      id,
      // A real reference of another account does not open this account's event.
      `${id}.${colleagueRef}`,
      `${'b'.repeat(12)}.${account}.${mac}`,
      'x'.repeat(700),
    ]) {
      const res = await pageOf(forged);
      expect(res.statusCode, forged).toBe(404);
      expect(res.body).not.toContain('Asylum');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/google-calendar/event' })).statusCode).toBe(404);
  });
});

describe('adding an event on the sandbox side', () => {
  it('adds it to the calendar of the signed reference, shows its page, and a sync brings it in read-only', async () => {
    const ref = hiddenRef((await t.app.inject({ method: 'GET', url: local(link) })).body);
    const res = await addEvent({ calendar: ref, title: 'Dentist', start: '2030-03-05T09:00', end: '2030-03-05T10:00' });
    expect(res.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: local(String(res.headers.location)) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dentist');
    expect(page.body).toContain('2030-03-05 09:00 UTC');

    const api = calendarSyncApi(t, w.firm.admin);
    expect((await api.sync()).status).toBe(200);
    const events = (await api.events('?timeMin=2030-03-01T00:00:00Z&timeMax=2030-03-10T00:00:00Z')).body as Array<{
      type: string;
      title: string;
      start: string;
    }>;
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'google-calendar', title: 'Dentist', start: '2030-03-05T09:00:00.000Z' }),
    );
  });

  it('adds nothing for a forged or altered reference (404), nor without a title and a later end (400)', async () => {
    const ref = calendarRef(t.services.secrets, accountOf(w.firm.admin.id));
    const [account, mac] = ref.split('.') as [string, string];
    const otherFirm = Buffer.from(`firm-${w.other.firm.lawFirmId}/user-${w.other.firm.admin.id}`).toString('base64url');
    const fields = { title: 'Forged', start: '2030-03-05T11:00', end: '2030-03-05T12:00' };
    for (const calendar of [`${otherFirm}.${mac}`, `${account}.${mac.slice(0, -2)}AA`, account, '']) {
      expect((await addEvent({ ...fields, calendar })).statusCode, calendar).toBe(404);
    }
    for (const bad of [
      { ...fields, title: ' ' },
      { ...fields, end: fields.start },
      { ...fields, start: 'tomorrow' },
    ]) {
      expect((await addEvent({ ...bad, calendar: ref })).statusCode).toBe(400);
    }
    const listed = await googleSide(t, w.firm.admin, w.firm.lawFirmId).list({ timeMin: '2030-03-01T00:00:00Z' });
    expect(listed.events.map((event) => event.summary)).not.toContain('Forged');
  });
});
