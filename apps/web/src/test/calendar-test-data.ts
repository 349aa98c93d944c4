/** Meetings, appointments and calendar events as the API answers them, for the calendar's tests. */
import type { CalendarEvent, EmployeeRule, Meeting, MeetingAttendee, MicrosoftUserInfoResponse } from '@counsel/domain';
import { makeMe } from './fixtures';

export const CALENDAR_MANAGER = makeMe({ rules: [{ subject: 'calendar', action: 'manage' }] });
export const CALENDAR_READER = makeMe({ rules: [{ subject: 'calendar', action: 'read' }] });

export const calendarRules = (action: EmployeeRule['action']): EmployeeRule[] => [{ subject: 'calendar', action }];

export function attendee(overrides: Partial<MeetingAttendee> = {}): MeetingAttendee {
  return {
    type: 'employee',
    id: 7,
    email: 'layla@haddad-law.test',
    full_name: 'Layla Haddad',
    name: null,
    employee_id: 7,
    client_id: null,
    contact_id: null,
    role: null,
    position: 'attorney',
    company: null,
    image: null,
    response_status: 'accepted',
    ...overrides,
  };
}

export const CLIENT = {
  id: 21,
  first_name: 'Omar',
  middle_name: null,
  last_name: 'Nasser',
  email: 'omar@example.test',
  image: null,
};

export function meeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 12,
    law_firm_id: 3,
    user_id: 7,
    type: 'meeting',
    title: 'Visa interview preparation',
    start_time: '2027-03-05T14:00:00.000Z',
    end_time: '2027-03-05T15:30:00.000Z',
    time_zone: 'America/New_York',
    location: 'OFFLINE',
    notes: '<p>Bring the passport</p>',
    case_id: 31,
    client_id: 21,
    case: { id: 31, title: 'H-1B petition' },
    client: CLIENT,
    attendees: [
      attendee(),
      attendee({
        type: 'client',
        id: 21,
        employee_id: null,
        client_id: 21,
        full_name: 'Omar Nasser',
        email: 'omar@example.test',
        position: null,
        response_status: 'none',
      }),
    ],
    meet_link: null,
    calendar_link: null,
    custom_meeting_link: null,
    source: 'app',
    google_event_id: null,
    outlook_event_id: null,
    google_organizer: null,
    all_day: false,
    organizer: { displayName: 'Layla Haddad', email: 'layla@haddad-law.test' },
    created_at: '2027-02-01T10:00:00.000Z',
    updated_at: '2027-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function meetingEvent(overrides: Partial<CalendarEvent> = {}, source = meeting()): CalendarEvent {
  return {
    id: `meeting-${source.id}`,
    type: 'meeting',
    title: source.title,
    start: source.start_time,
    end: source.end_time,
    allDay: false,
    extendedProps: {
      type: 'meeting',
      case: source.case,
      client: source.client,
      location: source.location,
      timeZone: source.time_zone,
      description: source.notes,
      attendees: source.attendees,
      meetLink: null,
      calendar_link: null,
      custom_meeting_link: null,
      creator: source.organizer,
      organizer: source.organizer,
      status: 'confirmed',
      source: 'app',
      request_number: null,
      legal_case_type: null,
      address: null,
    },
    ...overrides,
  };
}

export function appointmentEvent(overrides: Partial<CalendarEvent['extendedProps']> = {}): CalendarEvent {
  const nobody = { displayName: null, email: null };
  return {
    id: 'appointment-5',
    type: 'appointment',
    title: 'I-485 · IOE0912345678',
    start: '2027-03-08T13:00:00.000Z',
    end: '2027-03-08T14:00:00.000Z',
    allDay: false,
    extendedProps: {
      type: 'appointment',
      case: { id: 31, title: 'H-1B petition' },
      client: CLIENT,
      location: '1 Federal Plaza, New York',
      timeZone: 'America/New_York',
      description: 'Biometrics',
      attendees: [],
      meetLink: null,
      calendar_link: null,
      custom_meeting_link: null,
      creator: nobody,
      organizer: nobody,
      status: 'confirmed',
      source: 'app',
      request_number: 'IOE0912345678',
      legal_case_type: 'I-485',
      address: '1 Federal Plaza, New York',
      ...overrides,
    },
  };
}

export function googleEvent(): CalendarEvent {
  const base = meetingEvent();
  return {
    ...base,
    id: 'google-calendar-abc',
    type: 'google-calendar',
    title: 'Bar association lunch',
    extendedProps: { ...base.extendedProps, type: 'google-calendar', location: 'GOOGLE_CALENDAR', source: 'external' },
  };
}

export const LIGHT_USERS = [
  { id: 7, full_name: 'Layla Haddad', image: null, email: 'layla@haddad-law.test', position: 'attorney' },
  { id: 8, full_name: 'Karim Saleh', image: null, email: 'karim@haddad-law.test', position: 'paralegal' },
];

export const MICROSOFT_LOGIN = 'http://localhost/api/microsoft/auth/login?user_id=7&state=s';

/** GET /microsoft/user/info's answer: verified, or not with where the sign-in popup goes. */
export function microsoftUserInfo(
  verified: boolean,
  overrides: Partial<MicrosoftUserInfoResponse> = {},
): MicrosoftUserInfoResponse {
  return {
    verified,
    authorization_url: verified ? null : MICROSOFT_LOGIN,
    status: verified ? 'active' : null,
    account_email: verified ? 'me@outlook.sandbox' : null,
    last_synced_at: null,
    last_error: null,
    sandbox: true,
    ...overrides,
  };
}
