/**
 * The calendar page (people-and-scheduling §2, /client/calendar): month, week, day and agenda views of
 * the firm's meetings and appointments for the visible range, coloured by location with a legend; the
 * new-event chooser, the meeting and appointment forms and the details dialog. The time grid shows
 * 06:00 to 22:00 and nothing is moved by dragging (§9). Narrow screens get the agenda.
 */
import { type CalendarEvent, dateInZone, type MeetingLocation } from '@counsel/domain';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar-theme.css';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useCan } from '../../lib/current-user';
import { directionOf, useLocale } from '../../lib/locale';
import { browserTimeZone } from '../../lib/time-zones';
import { calendarNs } from '../../locales/calendar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { AppointmentDialog } from './AppointmentDialog';
import { CalendarSettingsDialog } from './CalendarSettingsDialog';
import { calendarErrorMessage, eventColour, LOCATION_COLOURS } from './calendar-display';
import { EventDetailsDialog } from './EventDetailsDialog';
import { FoiaDeadlineLegendItem, useFoiaDeadlines } from './foia-deadlines';
import { GoogleSyncButton } from './GoogleSyncButton';
import type { CalendarRange } from './keys';
import { MeetingFormModal } from './MeetingFormModal';
import { MicrosoftSyncButton } from './MicrosoftSyncButton';
import { NewEventChooser } from './NewEventChooser';
import { eventNumber, useCalendarEvents, useCancelEvent } from './use-calendar';

/** The legend's order: the spec's colours by location. */
const LEGEND: readonly MeetingLocation[] = ['MICROSOFT_CALENDAR', 'GOOGLE_CALENDAR', 'OFFLINE', 'OTHERS'];
const PLUGINS = [classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

type Dialog =
  | { kind: 'none' }
  | { kind: 'chooser'; date?: string }
  | { kind: 'meeting'; id: number | null; date?: string }
  | { kind: 'appointment'; event: CalendarEvent | null; date?: string };

export default function CalendarPage() {
  const { t } = useTranslation(calendarNs);
  const { locale } = useLocale();
  const can = useCan();
  const canAdd = can('ADD_MEETING');
  // Connecting and syncing an outside calendar need read on the calendar (the server's rule).
  const canRead = can({ action: 'read', subject: 'calendar' });
  const canEdit = can('EDIT_MEETING');
  const canDelete = can('DELETE_MEETING');
  // 48em and narrower (a phone such as 390px): the agenda reads better than a grid.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [range, setRange] = useState<CalendarRange | null>(null);
  const events = useCalendarEvents(range);
  const foiaDeadlines = useFoiaDeadlines(range);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [toCancel, setToCancel] = useState<CalendarEvent | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const cancel = useCancelEvent();
  const close = useCallback(() => setDialog({ kind: 'none' }), []);

  // A 401 is the session's business (it is renewed or ended); any other failure is told.
  useEffect(() => {
    if (events.isError && !(events.error instanceof ApiError && events.error.status === 401)) {
      toast.error(calendarErrorMessage(t, events.error), t('page.fetchError'));
    }
  }, [events.isError, events.error, t]);

  const shown = useMemo(
    () =>
      (events.data ?? []).map((event) => {
        const colour = eventColour(event);
        return {
          id: event.id,
          // An event from Google may have no title; Google shows it as "(No title)".
          title: event.title || t('google.untitled'),
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          // FullCalendar 7's names: the event's colour (the month grid's dot, the block in week and day) and its text.
          color: colour,
          contrastColor: '#ffffff',
          extendedProps: { source: event },
        };
      }),
    [events.data, t],
  );
  const allEvents = useMemo(() => [...shown, ...foiaDeadlines.events], [shown, foiaDeadlines.events]);

  const open = (event: CalendarEvent) => setSelected(event);
  const pickDay = (day: string) => {
    if (!canAdd) return;
    if (day < dateInZone(new Date(), browserTimeZone())) {
      toast.error(t('messages.eventPastDate'));
      return;
    }
    setDialog({ kind: 'chooser', date: day });
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    const isAppointment = toCancel.type === 'appointment';
    cancel.mutate(toCancel, {
      onSuccess: () => {
        toast.success(isAppointment ? t('cancel.appointmentSuccess') : t('cancel.meetingSuccess'));
        setToCancel(null);
        setSelected(null);
      },
      onError: (error) =>
        toast.error(
          calendarErrorMessage(t, error),
          isAppointment ? t('cancel.appointmentError') : t('cancel.meetingError'),
        ),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('page.title')}</Title>
        <Group gap="sm">
          {canRead && <GoogleSyncButton />}
          {canRead && <MicrosoftSyncButton />}
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setSettingsOpen(true)}
          >
            {t('page.settings')}
          </Button>
          {canAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'chooser' })}>
              {t('page.newEvent')}
            </Button>
          )}
        </Group>
      </Group>
      <CalendarSettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Group gap="md" component="ul" aria-label={t('legend.title')} p={0} m={0} style={{ listStyle: 'none' }}>
        {LEGEND.map((location) => (
          <Group key={location} gap={6} component="li">
            <Box
              w={12}
              h={12}
              style={{ borderRadius: 3, background: LOCATION_COLOURS[location] }}
              data-testid={`legend-${location}`}
              aria-hidden
            />
            <Text size="sm">{t(`legend.${location}`)}</Text>
          </Group>
        ))}
        <FoiaDeadlineLegendItem />
      </Group>
      <Paper
        withBorder
        p="sm"
        dir={directionOf(locale)}
        aria-label={t('page.calendarLabel')}
        aria-busy={events.isFetching || undefined}
        component="section"
      >
        <FullCalendar
          key={narrow ? 'narrow' : 'wide'}
          plugins={PLUGINS}
          initialView={narrow ? 'listWeek' : 'dayGridMonth'}
          headerToolbar={
            narrow
              ? { start: 'prev,next', center: 'title', end: '' }
              : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
          }
          // The Today button is named by what it reads (FullCalendar's own name for it is "This month", WCAG 2.5.3).
          todayText={t('page.today')}
          todayHint={t('page.today')}
          // Long titles end in an ellipsis in the month grid rather than being cut mid-letter (calendar-theme.css).
          listItemEventTitleClass="counsel-event-title"
          rowEventTitleClass="counsel-event-title"
          locale={locale === 'ar' ? arLocale : 'en'}
          direction={directionOf(locale)}
          slotMinTime="06:00:00"
          slotMaxTime="22:00:00"
          editable={false}
          eventInteractive
          height="auto"
          // One list: FullCalendar 7 drops the `events` prop's events when `eventSources` is given beside it.
          events={allEvents}
          datesSet={(info) => {
            const next = { timeMin: info.start.toISOString(), timeMax: info.end.toISOString() };
            setRange((current) =>
              current?.timeMin === next.timeMin && current.timeMax === next.timeMax ? current : next,
            );
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            if (foiaDeadlines.openCase(info.event)) return;
            open(info.event.extendedProps.source as CalendarEvent);
          }}
          dateClick={(info) => pickDay(info.dateStr.slice(0, 10))}
        />
      </Paper>

      <NewEventChooser
        opened={dialog.kind === 'chooser'}
        onClose={close}
        canAddMeeting={canAdd}
        canAddAppointment={canAdd}
        onChoose={(kind) => {
          const date = dialog.kind === 'chooser' ? dialog.date : undefined;
          setDialog(kind === 'meeting' ? { kind, id: null, date } : { kind, event: null, date });
        }}
      />
      <MeetingFormModal
        opened={dialog.kind === 'meeting'}
        onClose={close}
        meetingId={dialog.kind === 'meeting' ? dialog.id : null}
        initialDate={dialog.kind === 'meeting' ? dialog.date : undefined}
      />
      <AppointmentDialog
        opened={dialog.kind === 'appointment'}
        onClose={close}
        appointment={dialog.kind === 'appointment' ? dialog.event : null}
        initialDate={dialog.kind === 'appointment' ? dialog.date : undefined}
      />
      <EventDetailsDialog
        event={selected}
        onClose={() => setSelected(null)}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(event) => {
          setSelected(null);
          setDialog(
            event.type === 'appointment'
              ? { kind: 'appointment', event }
              : { kind: 'meeting', id: eventNumber(event.id) },
          );
        }}
        onCancelEvent={setToCancel}
      />
      <ConfirmDialog
        opened={toCancel !== null}
        title={toCancel?.type === 'appointment' ? t('cancel.appointmentTitle') : t('cancel.meetingTitle')}
        message={t('cancel.message', { title: toCancel?.title ?? '' })}
        confirmLabel={t('cancel.confirm')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </Stack>
  );
}
