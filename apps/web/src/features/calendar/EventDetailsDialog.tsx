/**
 * A meeting's or an appointment's details (people-and-scheduling §2): header, date and time, duration,
 * case, client, location, time zone, notes (at most 150px tall), attendees with their answers, links,
 * a card linking to the client, and Edit and Cancel, each only with its permission and never for an
 * event imported from Google Calendar (§4, §6).
 */
import { type CalendarEvent, type MeetingAttendee, type MeetingLocation, POSITIONS } from '@counsel/domain';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Typography,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../lib/current-user';
import { useLocale } from '../../lib/locale';
import { safeRichText } from '../../lib/safe-html';
import { calendarNs } from '../../locales/calendar';
import { eventColour, formatEventDateTime, formatEventDuration, isOutlookEvent } from './calendar-display';

interface EventDetailsDialogProps {
  event: CalendarEvent | null;
  onClose: () => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (event: CalendarEvent) => void;
  onCancelEvent: (event: CalendarEvent) => void;
}

export function EventDetailsDialog(props: EventDetailsDialogProps) {
  const { t } = useTranslation(calendarNs);
  const { event, onClose } = props;
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? event.title || t('google.untitled') : t('details.meeting')}
      size="lg"
    >
      {event && <EventDetails {...props} event={event} />}
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Notes as elements: rich text (HTML) from the meeting form, plain text from an appointment, its lines kept. */
function notesContent(notes: string): ReactNode {
  if (/<[a-z][^>]*>/i.test(notes)) return safeRichText(notes);
  return <div style={{ whiteSpace: 'pre-wrap' }}>{notes}</div>;
}

function EventDetails({
  event,
  onClose,
  canEdit,
  canDelete,
  onEdit,
  onCancelEvent,
}: EventDetailsDialogProps & {
  event: CalendarEvent;
}) {
  const { t } = useTranslation(calendarNs);
  const { locale } = useLocale();
  const props = event.extendedProps;
  const imported = event.type === 'google-calendar';
  const outlook = isOutlookEvent(event);
  const showEdit = canEdit && !imported;
  const showCancel = canDelete && !imported;
  const duration = formatEventDuration(event.start, event.end, locale);
  const none = t('details.none');
  const clientName = props.client
    ? [props.client.first_name, props.client.middle_name, props.client.last_name].filter(Boolean).join(' ')
    : null;
  const location =
    event.type === 'appointment'
      ? (props.address ?? props.location)
      : props.location && ['OFFLINE', 'GOOGLE_CALENDAR', 'MICROSOFT_CALENDAR', 'OTHERS'].includes(props.location)
        ? t(`locations.${props.location as MeetingLocation}`)
        : props.location;
  const links = [
    // A Microsoft meeting's (or Outlook event's) link is its Teams meeting.
    { key: props.location === 'MICROSOFT_CALENDAR' ? 'teamsLink' : 'meetLink', href: props.meetLink },
    { key: 'calendarLink', href: props.calendar_link },
    { key: 'customLink', href: props.custom_meeting_link },
  ].filter((link): link is { key: string; href: string } => Boolean(link.href));

  return (
    <Stack>
      <Group gap="xs">
        <Badge color={eventColour(event)} variant="filled">
          {outlook ? t('details.outlook-event') : t(`details.${event.type}`)}
        </Badge>
        {props.organizer.displayName && (
          <Text size="sm" c="dimmed">
            {t('details.organizer', { name: props.organizer.displayName })}
          </Text>
        )}
      </Group>
      {imported && (
        <Text size="sm" c="dimmed">
          {outlook ? t('details.externalInfoOutlook') : t('details.externalInfo')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Detail label={t('details.dateTime')}>{formatEventDateTime(event.start, props.timeZone, locale)}</Detail>
        <Detail label={t('details.duration')}>{duration ?? t('messages.invalidDuration')}</Detail>
        <Detail label={t('details.case')}>{props.case?.title ?? none}</Detail>
        <Detail label={t('details.client')}>{clientName ?? none}</Detail>
        <Detail label={event.type === 'appointment' ? t('details.address') : t('details.location')}>
          {location ?? none}
        </Detail>
        <Detail label={t('details.timeZone')}>{props.timeZone.replaceAll('_', ' ')}</Detail>
        {event.type === 'appointment' && (
          <>
            <Detail label={t('details.requestNumber')}>{props.request_number ?? none}</Detail>
            <Detail label={t('details.legalCaseType')}>{props.legal_case_type ?? none}</Detail>
          </>
        )}
      </SimpleGrid>
      {props.description && (
        <Detail label={t('details.notes')}>
          <ScrollArea.Autosize mah={150} type="auto" tabIndex={0} aria-label={t('details.notes')}>
            <Typography fz="sm">
              <div data-testid="event-notes">{notesContent(props.description)}</div>
            </Typography>
          </ScrollArea.Autosize>
        </Detail>
      )}
      {props.attendees.length > 0 && (
        <Detail label={t('details.attendees')}>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {props.attendees.map((attendee, index) => (
              <AttendeeRow key={`${attendee.type}-${attendee.id ?? attendee.email ?? index}`} attendee={attendee} />
            ))}
          </Stack>
        </Detail>
      )}
      {links.length > 0 && (
        <Detail label={t('details.links')}>
          <Stack gap={4}>
            {links.map((link) => (
              <Anchor key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  {t(`details.${link.key}`)}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ))}
          </Stack>
        </Detail>
      )}
      {props.client && clientName && (
        <Card withBorder padding="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Avatar name={clientName} color="initials" aria-hidden />
              <div>
                <Text size="sm" fw={600}>
                  {clientName}
                </Text>
                {props.client.email && (
                  <Text size="xs" c="dimmed">
                    {props.client.email}
                  </Text>
                )}
              </div>
            </Group>
            <Anchor component={Link} to={`/${locale}/client/${props.client.id}`} size="sm">
              {t('details.openClient')}
            </Anchor>
          </Group>
        </Card>
      )}
      <Divider />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('details.close')}
        </Button>
        {showCancel && (
          <Button color="red" variant="light" onClick={() => onCancelEvent(event)}>
            {t('details.cancelEvent')}
          </Button>
        )}
        {showEdit && <Button onClick={() => onEdit(event)}>{t('details.edit')}</Button>}
      </Group>
    </Stack>
  );
}

function AttendeeRow({ attendee }: { attendee: MeetingAttendee }) {
  const { t } = useTranslation(calendarNs);
  const { user } = useMe();
  const name = attendee.full_name ?? attendee.name ?? attendee.email ?? t('details.none');
  const known = (POSITIONS as readonly string[]).includes(attendee.position ?? '');
  const role =
    attendee.type !== 'employee'
      ? t(`details.attendeeTypes.${attendee.type}`)
      : attendee.employee_id === user.id || (attendee.employee_id === null && attendee.id === user.id)
        ? t('details.me')
        : attendee.role === 'admin'
          ? t('details.admin')
          : known
            ? t(`common:positions.${attendee.position}`)
            : t('details.unknownPosition');
  const status = ['accepted', 'declined', 'tentative', 'none'].includes(attendee.response_status)
    ? attendee.response_status
    : 'unknown';
  const colour = { accepted: 'teal', declined: 'red', tentative: 'yellow', none: 'gray', unknown: 'gray' }[status];
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Avatar name={name} color="initials" size="sm" aria-hidden />
        <div>
          <Text size="sm">{name}</Text>
          <Text size="xs" c="dimmed">
            {role}
            {attendee.email && attendee.email !== name ? ` · ${attendee.email}` : ''}
          </Text>
        </div>
      </Group>
      <Badge color={colour} variant="light">
        {t(`responses.${status}`)}
      </Badge>
    </Group>
  );
}
