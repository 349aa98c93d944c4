/** Rows to the API's shapes: a meeting, an appointment, and the Calendar event both are shown as (§3). */
import type {
  Appointment,
  AttendeeType,
  CalendarClient,
  CalendarEvent,
  Meeting,
  MeetingAttendee,
  MeetingLocation,
  ResponseStatus,
} from '@counsel/domain';
import { appointmentEnd } from '@counsel/domain';
import type { AppointmentRow, AttendeeRow, MeetingRow } from './repository.js';

type ClientColumns = MeetingRow['client'];

function toClient(client: ClientColumns): CalendarClient | null {
  if (!client) return null;
  return {
    id: client.id,
    first_name: client.firstName,
    middle_name: client.middleName,
    last_name: client.lastName,
    email: client.email,
    image: client.image,
  };
}

const clientName = (client: NonNullable<ClientColumns>) =>
  [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' ');

export function toAttendee(row: AttendeeRow): MeetingAttendee {
  const { attendee, user, client, contact } = row;
  const type = attendee.type as AttendeeType;
  const base = {
    type,
    id: null,
    email: attendee.email,
    full_name: attendee.fullName,
    employee_id: null,
    client_id: null,
    contact_id: null,
    role: null,
    position: null,
    company: null,
    image: null,
    response_status: attendee.responseStatus as ResponseStatus,
  };
  if (type === 'employee' && user) {
    return {
      ...base,
      id: attendee.userId,
      employee_id: attendee.userId,
      email: user.email,
      full_name: user.fullName,
      name: user.fullName,
      role: user.isAdmin ? 'admin' : null,
      position: user.position,
      image: user.image,
    };
  }
  if (type === 'client' && client) {
    const name = clientName(client);
    return {
      ...base,
      id: client.id,
      client_id: client.id,
      email: client.email,
      full_name: name,
      name,
      image: client.image,
    };
  }
  if (type === 'contact' && contact) {
    const company = contact.contactType === 'individual' ? null : contact.name;
    return {
      ...base,
      id: attendee.contactId,
      contact_id: attendee.contactId,
      email: contact.email,
      full_name: contact.name,
      name: contact.name,
      company,
    };
  }
  return { ...base, name: attendee.fullName };
}

export function toMeeting(row: MeetingRow, attendees: MeetingAttendee[]): Meeting {
  const { meeting } = row;
  return {
    id: meeting.id,
    law_firm_id: meeting.lawFirmId,
    user_id: meeting.userId,
    type: 'meeting',
    title: meeting.title,
    start_time: meeting.startAt.toISOString(),
    end_time: meeting.endAt.toISOString(),
    time_zone: meeting.timeZone,
    location: meeting.location as MeetingLocation,
    notes: meeting.notes,
    case_id: meeting.caseId,
    client_id: meeting.clientId,
    case: row.case,
    client: toClient(row.client),
    attendees,
    meet_link: meeting.meetLink,
    calendar_link: meeting.calendarLink,
    custom_meeting_link: meeting.customMeetingLink,
    source: meeting.source === 'external' ? 'external' : 'app',
    google_event_id: meeting.googleEventId,
    google_organizer: meeting.googleOrganizer,
    outlook_event_id: meeting.outlookEventId,
    all_day: meeting.allDay,
    organizer: { displayName: row.organizer.fullName, email: row.organizer.email },
    created_at: meeting.createdAt.toISOString(),
    updated_at: meeting.updatedAt.toISOString(),
  };
}

export function toAppointment(row: AppointmentRow): Appointment {
  const { appointment } = row;
  const start = appointment.startAt.toISOString();
  return {
    id: appointment.id,
    law_firm_id: appointment.lawFirmId,
    user_id: appointment.userId,
    type: 'appointment',
    client_id: appointment.clientId,
    case_id: appointment.caseId,
    legal_case_type: appointment.legalCaseType,
    request_number: appointment.requestNumber,
    date: start.slice(0, 10),
    time: start.slice(11, 16),
    start_time: start,
    end_time: appointmentEnd(appointment.startAt).toISOString(),
    time_zone: appointment.timeZone,
    timeZone: appointment.timeZone,
    address: appointment.address,
    notes: appointment.notes,
    case: row.case,
    // The inner join guarantees the client.
    client: toClient(row.client)!,
    created_at: appointment.createdAt.toISOString(),
    updated_at: appointment.updatedAt.toISOString(),
  };
}

const noAppointmentProps = { request_number: null, legal_case_type: null, address: null };

export function meetingEvent(meeting: Meeting): CalendarEvent {
  return {
    id: `meeting-${meeting.id}`,
    type: 'meeting',
    title: meeting.title,
    start: meeting.start_time,
    end: meeting.end_time,
    allDay: meeting.all_day,
    extendedProps: {
      type: 'meeting',
      case: meeting.case,
      client: meeting.client,
      location: meeting.location,
      timeZone: meeting.time_zone,
      description: meeting.notes,
      attendees: meeting.attendees,
      meetLink: meeting.meet_link,
      calendar_link: meeting.calendar_link,
      custom_meeting_link: meeting.custom_meeting_link,
      creator: meeting.organizer,
      organizer: meeting.organizer,
      status: 'confirmed',
      source: meeting.source,
      ...noAppointmentProps,
    },
  };
}

/** An appointment's title on the calendar: its case type and request number (the receipt it is for). */
export const appointmentTitle = (appointment: Appointment) =>
  appointment.legal_case_type
    ? `${appointment.legal_case_type} · ${appointment.request_number}`
    : appointment.request_number;

export function appointmentEvent(appointment: Appointment): CalendarEvent {
  const nobody = { displayName: null, email: null };
  return {
    id: `appointment-${appointment.id}`,
    type: 'appointment',
    title: appointmentTitle(appointment),
    start: appointment.start_time,
    end: appointment.end_time,
    allDay: false,
    extendedProps: {
      type: 'appointment',
      case: appointment.case,
      client: appointment.client,
      location: appointment.address,
      timeZone: appointment.time_zone,
      description: appointment.notes,
      attendees: [],
      meetLink: null,
      calendar_link: null,
      custom_meeting_link: null,
      creator: nobody,
      organizer: nobody,
      status: 'confirmed',
      source: 'app',
      request_number: appointment.request_number,
      legal_case_type: appointment.legal_case_type,
      address: appointment.address,
    },
  };
}
