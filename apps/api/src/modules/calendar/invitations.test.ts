/**
 * Invitations (issue 39): attendees outside the firm get the meeting as an .ics over SMTP when it is made
 * (METHOD:REQUEST, SEQUENCE 0), changed (SEQUENCE raised; anyone taken off it gets METHOD:CANCEL) and deleted
 * (METHOD:CANCEL), in their language when known; the firm's employees get nothing; a refused mailbox
 * neither stops the others nor undoes the meeting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, contacts, meetings, portalAccess, portalUsers, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildCalendarWorld, type CalendarWorld, meetingBody, NOW } from '../../test/kits/calendar.js';
import { attendeeEmails, mailsSince } from '../../test/kits/calendar-ics.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/mail.js';

const CLIENT = 'maria@client.example';
const CONTACT = 'dana@interpreters.example';
const OTHER = 'sam@elsewhere.example';
const REFUSED = 'gone@nowhere.example';

let peer: SmtpPeer;
let t: TestApp;
let w: CalendarWorld;

beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: [REFUSED] });
  t = await createTestApp({ now: () => NOW, env: { SMTP_URL: peer.url, APP_URL: 'https://counsel.example' } });
  w = await buildCalendarWorld(t);
  const { db } = t.services;
  await db.update(clients).set({ email: CLIENT }).where(eq(clients.id, w.clientId));
  await db.update(contacts).set({ email: CONTACT }).where(eq(contacts.id, w.contactId));
  // The client reads the firm's portal in Arabic: that is the language known for them.
  const [account] = await db
    .insert(portalUsers)
    .values({ lawFirmId: w.firm.lawFirmId, email: CLIENT, locale: 'ar' })
    .returning({ id: portalUsers.id });
  await db
    .insert(portalAccess)
    .values({ portalUserId: account!.id, lawFirmId: w.firm.lawFirmId, clientId: w.clientId });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const attendees = (extra: object[] = []) => [
  { type: 'employee', id: w.colleague.id, response_status: 'accepted' },
  { type: 'client', id: w.clientId },
  { type: 'contact', id: w.contactId },
  { type: 'other', email: OTHER, full_name: 'Sam Expert' },
  ...extra,
];

const add = (body: object) =>
  t.call('POST', `/api/meeting/${w.firm.admin.id}/add`, { token: w.firm.admin.token, body });
const update = (id: number, body: object) =>
  t.call('PUT', `/api/meeting/${id}/update`, { token: w.firm.admin.token, body });
const remove = (id: number) => t.call('DELETE', `/api/meeting/${id}/delete`, { token: w.firm.admin.token });

const byRecipient = (mails: ReturnType<typeof mailsSince>) => new Map(mails.map((mail) => [mail.to[0]!, mail]));

describe('meeting invitations', () => {
  let id: number;

  it('mails the new meeting to each attendee outside the firm, in their language, never to employees', async () => {
    const from = peer.received.length;
    const res = await add(meetingBody(w, { attendees: attendees() }));
    expect(res.status).toBe(201);
    id = res.body.id;

    const mails = mailsSince(peer, from);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[CONTACT], [CLIENT], [OTHER]].sort());
    const to = byRecipient(mails);
    expect(to.get(CLIENT)!.mail.subject).toBe('دعوة: Intake call');
    expect(to.get(CLIENT)!.mail.text).toContain('مرحبًا Maria Gonzalez،');
    // Nothing is known of the contact's or the other person's language: the organiser's (English) is used.
    expect(to.get(CONTACT)!.mail.subject).toBe('Invitation: Intake call');
    expect(to.get(OTHER)!.mail.text).toContain('Hello Sam Expert,');
    expect(to.get(OTHER)!.mail.text).toContain('When: Monday, March 4, 2030 at 9:00 AM (America/Chicago)');
    expect(to.get(OTHER)!.mail.text).toContain('Bring the passport');

    const ics = to.get(CLIENT)!.ics!;
    expect(ics.method).toBe('REQUEST');
    expect(ics.events).toHaveLength(1);
    const [event] = ics.events;
    expect(event!.uid).toBe(`meeting-${id}@counsel.example`);
    expect(event!.sequence).toBe(0);
    expect(event!.summary).toBe('Intake call');
    expect(new Date(event!.start).toISOString()).toBe('2030-03-04T15:00:00.000Z');
    expect(new Date(event!.end!).toISOString()).toBe('2030-03-04T15:30:00.000Z');
    // Written in the meeting's own zone, with that zone's definition in the file.
    expect(ics.text).toContain('DTSTART;TZID=America/Chicago:20300304T090000');
    expect(ics.text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    expect(attendeeEmails(event!).sort()).toEqual([w.colleague.email.toLowerCase(), CONTACT, CLIENT, OTHER].sort());
    expect(String((event!.organizer as { val: string }).val).toLowerCase()).toBe(`mailto:${w.firm.admin.email}`);
  });

  it('mails the update with a higher SEQUENCE, and a cancellation to whoever was taken off', async () => {
    const from = peer.received.length;
    const kept = attendees().filter((attendee) => (attendee as { email?: string }).email !== OTHER);
    const res = await update(
      id,
      meetingBody(w, {
        title: 'Intake call (moved)',
        attendees: kept,
        start_time: '2030-03-04T16:00:00Z',
        end_time: '2030-03-04T16:30:00Z',
      }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.services.db.select({ sequence: meetings.sequence }).from(meetings).where(eq(meetings.id, id));
    expect(row!.sequence).toBe(1);

    const to = byRecipient(mailsSince(peer, from));
    expect([...to.keys()].sort()).toEqual([CONTACT, CLIENT, OTHER].sort());
    expect(to.get(CONTACT)!.mail.subject).toBe('Updated invitation: Intake call (moved)');
    expect(to.get(CLIENT)!.mail.subject).toBe('تحديث الدعوة: Intake call (moved)');
    const request = to.get(CONTACT)!.ics!;
    expect(request.method).toBe('REQUEST');
    expect(request.events[0]!.uid).toBe(`meeting-${id}@counsel.example`);
    expect(request.events[0]!.sequence).toBe(1);
    expect(request.text).toContain('DTSTART;TZID=America/Chicago:20300304T100000');

    const cancel = to.get(OTHER)!;
    expect(cancel.mail.subject).toBe('Cancelled: Intake call (moved)');
    expect(cancel.ics!.method).toBe('CANCEL');
    expect(cancel.ics!.events[0]!.uid).toBe(`meeting-${id}@counsel.example`);
    expect(cancel.ics!.events[0]!.sequence).toBe(1);
    expect(cancel.ics!.events[0]!.status).toBe('CANCELLED');
    expect(attendeeEmails(cancel.ics!.events[0]!)).toContain(OTHER);
  });

  it('mails the cancellation to everyone outside the firm when the meeting is deleted', async () => {
    const from = peer.received.length;
    expect((await remove(id)).status).toBe(200);
    const to = byRecipient(mailsSince(peer, from));
    expect([...to.keys()].sort()).toEqual([CONTACT, CLIENT].sort());
    expect(to.get(CLIENT)!.mail.subject).toBe('أُلغي الاجتماع: Intake call (moved)');
    const ics = to.get(CONTACT)!.ics!;
    expect(ics.method).toBe('CANCEL');
    expect(ics.events[0]!.uid).toBe(`meeting-${id}@counsel.example`);
    expect(ics.events[0]!.sequence).toBe(2);
    expect(ics.events[0]!.status).toBe('CANCELLED');
  });

  it('writes to people of unknown language in the organiser’s, and mails only the meeting’s outsiders', async () => {
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, w.firm.admin.id));
    try {
      const from = peer.received.length;
      const res = await add(
        meetingBody(w, {
          attendees: [
            { type: 'employee', id: w.colleague.id },
            { type: 'contact', id: w.contactId },
          ],
        }),
      );
      expect(res.status).toBe(201);
      const mails = mailsSince(peer, from);
      expect(mails.map((mail) => mail.to)).toEqual([[CONTACT]]);
      expect(mails[0]!.mail.subject).toBe('دعوة: Intake call');
    } finally {
      await t.services.db.update(users).set({ locale: 'en' }).where(eq(users.id, w.firm.admin.id));
    }
  });

  it('keeps the meeting and mails the others when one mailbox refuses', async () => {
    const from = peer.received.length;
    const res = await add(
      meetingBody(w, { attendees: attendees([{ type: 'other', email: REFUSED, full_name: 'Gone Person' }]) }),
    );
    expect(res.status).toBe(201);
    expect((await t.call('GET', `/api/meeting/${res.body.id}/get-meeting`, { token: w.firm.admin.token })).status).toBe(
      200,
    );
    expect(
      mailsSince(peer, from)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([CONTACT, CLIENT, OTHER].sort());
  });
});
