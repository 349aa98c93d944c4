import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MINUTES,
  appointmentEnd,
  appointmentRequest,
  appointmentStart,
  CALENDAR_MESSAGES,
  calendarEventsQuery,
  dateInZone,
  instantInZone,
  isPastDate,
  meetingRequest,
} from './calendar.js';
import { TIME_ZONE_MESSAGE } from './firm.js';

const employee = { type: 'employee', id: 4 } as const;
const meeting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Intake call',
  start_time: '2030-05-06T14:00:00Z',
  end_time: '2030-05-06T14:30:00Z',
  time_zone: 'America/Chicago',
  location: 'OFFLINE',
  law_firm_id: 1,
  attendees: [employee],
  ...overrides,
});

/** The messages a failed parse gives, by dotted path. */
function problems(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the meeting request', () => {
  it('takes a whole meeting, with OFFLINE and response "none" by default', () => {
    const parsed = meetingRequest.parse(meeting({ location: undefined, start_time: '2030-05-06T09:00:00-05:00' }));
    expect(parsed.location).toBe('OFFLINE');
    expect(parsed.start_time).toBe('2030-05-06T14:00:00.000Z');
    expect(parsed.attendees).toEqual([
      { type: 'employee', id: 4, email: null, full_name: null, response_status: 'none' },
    ]);
  });

  it('names each missing field with the spec’s message', () => {
    const result = meetingRequest.safeParse({ law_firm_id: 1, attendees: [employee] });
    expect(problems(result)).toMatchObject({
      title: CALENDAR_MESSAGES.titleRequired,
      start_time: CALENDAR_MESSAGES.timeRequired,
      end_time: CALENDAR_MESSAGES.durationRequired,
      time_zone: CALENDAR_MESSAGES.timeZoneRequired,
    });
    expect(problems(meetingRequest.safeParse(meeting({ title: '   ', time_zone: '' })))).toEqual({
      title: CALENDAR_MESSAGES.titleRequired,
      time_zone: CALENDAR_MESSAGES.timeZoneRequired,
    });
  });

  it('refuses an end that is not after the start', () => {
    for (const end of ['2030-05-06T14:00:00Z', '2030-05-06T13:59:00Z']) {
      expect(problems(meetingRequest.safeParse(meeting({ end_time: end })))).toEqual({
        end_time: CALENDAR_MESSAGES.invalidDuration,
      });
    }
  });

  it('refuses a zone that is not a real IANA name, and impossible times', () => {
    for (const zone of ['Mars/Olympus', '+03:00', 'EST']) {
      expect(problems(meetingRequest.safeParse(meeting({ time_zone: zone })))).toEqual({
        time_zone: TIME_ZONE_MESSAGE,
      });
    }
    for (const time of ['2030-02-30T10:00:00Z', '0000-01-01T10:00:00Z', 'tomorrow', '2030-05-06']) {
      expect(problems(meetingRequest.safeParse(meeting({ start_time: time })))).toMatchObject({
        start_time: CALENDAR_MESSAGES.invalidTime,
      });
    }
  });

  it('takes only the four locations', () => {
    for (const location of ['OFFLINE', 'GOOGLE_CALENDAR', 'MICROSOFT_CALENDAR', 'OTHERS']) {
      expect(meetingRequest.safeParse(meeting({ location })).success).toBe(true);
    }
    expect(problems(meetingRequest.safeParse(meeting({ location: 'ZOOM' })))).toHaveProperty('location');
  });

  it('needs at least one employee attendee', () => {
    const result = meetingRequest.safeParse(meeting({ attendees: [{ type: 'client', id: 3 }] }));
    expect(problems(result)).toEqual({ attendees: CALENDAR_MESSAGES.employeeAttendeeRequired });
  });

  it('checks other attendees’ email and name, each with its own message, and refuses duplicates', () => {
    const attendees = [
      employee,
      { type: 'other', full_name: 'Sam Stone' },
      { type: 'other', email: 'not-an-email', full_name: 'Sam Stone' },
      { type: 'other', email: 'a@b.example' },
      { type: 'other', email: 'c@d.example', full_name: 'S' },
      { type: 'other', email: 'E@F.example', name: 'Eve Field' },
      { type: 'other', email: 'e@f.example', full_name: 'Eve Again' },
      employee,
    ];
    expect(problems(meetingRequest.safeParse(meeting({ attendees })))).toEqual({
      'attendees.1.email': CALENDAR_MESSAGES.attendeeEmailRequired,
      'attendees.2.email': CALENDAR_MESSAGES.attendeeEmailInvalid,
      'attendees.3.full_name': CALENDAR_MESSAGES.attendeeNameRequired,
      'attendees.4.full_name': CALENDAR_MESSAGES.attendeeNameTooShort,
      'attendees.6.email': CALENDAR_MESSAGES.attendeeDuplicateEmail,
      'attendees.7.id': CALENDAR_MESSAGES.attendeeDuplicate,
    });
  });

  it('takes a response status of accepted, declined, tentative or none', () => {
    for (const status of ['accepted', 'declined', 'tentative', 'none']) {
      const parsed = meetingRequest.parse(meeting({ attendees: [{ ...employee, response_status: status }] }));
      expect(parsed.attendees[0]?.response_status).toBe(status);
    }
    expect(
      problems(meetingRequest.safeParse(meeting({ attendees: [{ ...employee, response_status: 'maybe' }] }))),
    ).toHaveProperty(['attendees.0.response_status']);
  });
});

const appointment = (overrides: Record<string, unknown> = {}) => ({
  law_firm_id: 1,
  client_id: 2,
  request_number: 'IOE0912345678',
  date: '2030-05-06',
  time: '15:30',
  time_zone: 'America/Chicago',
  address: '126 Northpoint Dr, Houston, TX',
  ...overrides,
});

describe('the appointment request', () => {
  it('needs a client, a request number and an address', () => {
    const result = appointmentRequest.safeParse(
      appointment({ client_id: undefined, request_number: ' ', address: undefined }),
    );
    expect(problems(result)).toEqual({
      client_id: CALENDAR_MESSAGES.clientRequired,
      request_number: CALENDAR_MESSAGES.requestNumberRequired,
      address: CALENDAR_MESSAGES.addressRequired,
    });
  });

  it('refuses unknown fields', () => {
    const result = appointmentRequest.safeParse(appointment({ colour: 'red' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('starts at the UTC date and time, or at 08:00 in its zone without a time, and lasts one hour', () => {
    const given = appointmentStart(appointmentRequest.parse(appointment()));
    expect(given.toISOString()).toBe('2030-05-06T15:30:00.000Z');
    const defaulted = appointmentStart(appointmentRequest.parse(appointment({ time: undefined })));
    // Chicago is UTC-5 in May (daylight saving time).
    expect(defaulted.toISOString()).toBe('2030-05-06T13:00:00.000Z');
    expect(APPOINTMENT_MINUTES).toBe(60);
    expect(appointmentEnd(given).toISOString()).toBe('2030-05-06T16:30:00.000Z');
  });
});

describe('dates in a zone', () => {
  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(instantInZone('2030-01-15', '08:00', 'America/New_York').toISOString()).toBe('2030-01-15T13:00:00.000Z');
    expect(instantInZone('2030-07-15', '08:00', 'America/New_York').toISOString()).toBe('2030-07-15T12:00:00.000Z');
    expect(instantInZone('2030-07-15', '08:00', 'Asia/Riyadh').toISOString()).toBe('2030-07-15T05:00:00.000Z');
    expect(instantInZone('2030-07-15', '08:00', 'UTC').toISOString()).toBe('2030-07-15T08:00:00.000Z');
  });

  it('calls a date past only when its day in the zone is before today there', () => {
    const now = new Date('2030-05-06T03:00:00Z'); // 22:00 on May 5th in Chicago
    expect(dateInZone(now, 'America/Chicago')).toBe('2030-05-05');
    expect(isPastDate('2030-05-05T06:00:00Z', 'America/Chicago', now)).toBe(false);
    expect(isPastDate('2030-05-05T04:00:00Z', 'America/Chicago', now)).toBe(true);
    expect(isPastDate('2030-05-05T22:00:00Z', 'UTC', now)).toBe(true);
  });
});

describe('the calendar window query', () => {
  it('defaults to 100 results and refuses more than 500', () => {
    expect(calendarEventsQuery.parse({}).maxResults).toBe(100);
    expect(calendarEventsQuery.safeParse({ maxResults: '501' }).success).toBe(false);
    expect(calendarEventsQuery.safeParse({ maxResults: '0' }).success).toBe(false);
  });
});
