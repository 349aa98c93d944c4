/**
 * Shared by the calendar suites: two firms with clients, cases, a contact and employees at each calendar
 * level, request bodies, and counts to prove a refused call changed nothing. "Now" is fixed (NOW): the app
 * is built with a clock the suite controls.
 */
import type { EmployeeRule, RuleAction } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments, meetingAttendees, meetings } from '../../db/schema/index.js';
import type { CallResult, TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';
import { addClient, addContact } from './cases.js';
import { addCase } from './time-entries.js';

/** 2 March 2030, 09:00 in Chicago (15:00 UTC). */
export const NOW = new Date('2030-03-02T15:00:00Z');
export const ZONE = 'America/Chicago';

export interface FirmPeople {
  firm: TestFirm;
  clientId: number;
  caseId: number;
  contactId: number;
  /** A colleague of the admin, who attends meetings. */
  colleague: TestUser;
}

export interface CalendarWorld extends FirmPeople {
  /** A second client of the firm, with a case of their own. */
  siblingClientId: number;
  siblingCaseId: number;
  /** Employees whose only rule is calendar at that level (`none` may still read the calendar). */
  staff: Record<RuleAction, TestUser>;
  other: FirmPeople;
}

async function firmPeople(t: TestApp, name: string, client: { firstName: string; lastName: string }) {
  const firm = await registerFirm(t, name);
  const { clientId } = await addClient(t, firm, client);
  return {
    firm,
    clientId,
    caseId: await addCase(t, firm, clientId, `${client.lastName} family petition`),
    contactId: await addContact(t, firm, { name: 'Dana Interpreter' }),
    colleague: await addEmployee(t, firm, { position: 'attorney', fullName: 'Omar Haddad' }),
  };
}

export async function buildCalendarWorld(t: TestApp): Promise<CalendarWorld> {
  const mine = await firmPeople(t, 'Calendar Firm', { firstName: 'Maria', lastName: 'Gonzalez' });
  const other = await firmPeople(t, 'Elsewhere LLP', { firstName: 'Other', lastName: 'Person' });
  const sibling = await addClient(t, mine.firm, { firstName: 'Carlos', lastName: 'Gonzalez' });
  const rules = (action: RuleAction): EmployeeRule[] => [{ subject: 'calendar', action }];
  const staff = {} as Record<RuleAction, TestUser>;
  for (const action of ['none', 'read', 'create', 'update', 'manage'] as const) {
    staff[action] = await addEmployee(t, mine.firm, { rules: rules(action) });
  }
  return {
    ...mine,
    siblingClientId: sibling.clientId,
    siblingCaseId: await addCase(t, mine.firm, sibling.clientId, 'Carlos naturalization'),
    staff,
    other,
  };
}

/** A valid new meeting two days after NOW: 30 minutes, with the colleague and the client. */
export const meetingBody = (world: CalendarWorld, overrides: Record<string, unknown> = {}) => ({
  title: 'Intake call',
  start_time: '2030-03-04T15:00:00Z',
  end_time: '2030-03-04T15:30:00Z',
  time_zone: ZONE,
  location: 'OFFLINE',
  law_firm_id: world.firm.lawFirmId,
  notes: '<p>Bring the <strong>passport</strong></p>',
  attendees: [
    { type: 'employee', id: world.colleague.id, response_status: 'accepted' },
    { type: 'client', id: world.clientId },
  ],
  case_id: world.caseId,
  ...overrides,
});

/** A valid new appointment three days after NOW, at 16:00 UTC. */
export const appointmentBody = (world: CalendarWorld, overrides: Record<string, unknown> = {}) => ({
  law_firm_id: world.firm.lawFirmId,
  client_id: world.clientId,
  case_id: world.caseId,
  legal_case_type: 'Biometrics',
  request_number: 'IOE0912345678',
  date: '2030-03-05',
  time: '16:00',
  time_zone: ZONE,
  address: '126 Northpoint Dr, Houston, TX 77060',
  notes: 'Bring the appointment notice.',
  ...overrides,
});

/** How many meetings, attendees and appointments there are (a refused call leaves them as they were). */
export async function calendarCounts(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const [m] = await db.select({ n: count() }).from(meetings).where(eq(meetings.lawFirmId, lawFirmId));
  const [a] = await db
    .select({ n: count() })
    .from(meetingAttendees)
    .innerJoin(meetings, eq(meetings.id, meetingAttendees.meetingId))
    .where(eq(meetings.lawFirmId, lawFirmId));
  const [p] = await db.select({ n: count() }).from(appointments).where(eq(appointments.lawFirmId, lawFirmId));
  return { meetings: m?.n ?? 0, attendees: a?.n ?? 0, appointments: p?.n ?? 0 };
}

/** Sends a request the server must refuse with `status`, checks that nothing was written, and answers the body. */
export async function refusedUnchanged(t: TestApp, lawFirmId: number, send: () => Promise<CallResult>, status: number) {
  const before = await calendarCounts(t, lawFirmId);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await calendarCounts(t, lawFirmId)).toEqual(before);
  return res.body;
}

/** A meeting of the other firm (its admin's, with its colleague and client), the day meetingBody names. */
export async function otherFirmMeeting(t: TestApp, world: CalendarWorld): Promise<number> {
  const { other } = world;
  const res = await t.call('POST', `/api/meeting/${other.firm.admin.id}/add`, {
    token: other.firm.admin.token,
    body: {
      ...meetingBody(world),
      law_firm_id: other.firm.lawFirmId,
      case_id: other.caseId,
      attendees: [
        { type: 'employee', id: other.colleague.id },
        { type: 'client', id: other.clientId },
      ],
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
