import type { CalendarEvent } from '@counsel/domain';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appointmentEvent, attendee, CALENDAR_MANAGER, googleEvent, meetingEvent } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { EventDetailsDialog } from './EventDetailsDialog';

function open(event: CalendarEvent, permissions: { canEdit: boolean; canDelete: boolean }) {
  fakeApi({});
  const onEdit = vi.fn();
  const onCancelEvent = vi.fn();
  const view = renderInApp(
    <MemoryRouter>
      <EventDetailsDialog
        event={event}
        onClose={() => {}}
        onEdit={onEdit}
        onCancelEvent={onCancelEvent}
        {...permissions}
      />
    </MemoryRouter>,
    CALENDAR_MANAGER,
  );
  return { ...view, onEdit, onCancelEvent, dialog: screen.getByRole('dialog', { name: event.title }) };
}

describe('event details dialog', () => {
  it('shows a meeting’s date, duration, case, client, location, notes and attendees’ answers', () => {
    const base = meetingEvent();
    const event = {
      ...base,
      extendedProps: {
        ...base.extendedProps,
        attendees: [
          ...base.extendedProps.attendees,
          attendee({ id: 8, employee_id: 8, full_name: 'Karim Saleh', role: 'admin', response_status: 'declined' }),
          attendee({
            type: 'other',
            id: null,
            employee_id: null,
            full_name: 'Sara Odeh',
            email: 'sara@example.test',
            response_status: 'tentative',
          }),
        ],
      },
    };
    const { dialog } = open(event, { canEdit: true, canDelete: true });
    expect(within(dialog).getByText('March 5, 2027 at 9:00 AM')).toBeInTheDocument();
    expect(within(dialog).getByText('1 hr 30 min')).toBeInTheDocument();
    expect(within(dialog).getByText('H-1B petition')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Omar Nasser').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Offline')).toBeInTheDocument();
    expect(within(dialog).getByText('America/New York')).toBeInTheDocument();
    const notes = within(dialog).getByTestId('event-notes');
    expect(notes).toHaveTextContent('Bring the passport');
    expect(notes.closest('[style*="max-height"]')?.getAttribute('style')).toMatch(
      /max-height: (150px|calc\(9\.375rem)/,
    );
    for (const label of ['Accepted', 'No Response', 'Declined', 'Tentative']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Me · layla@haddad-law.test')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Admin/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open client profile' })).toHaveAttribute('href', '/en/client/21');
  });

  it('shows Edit and Cancel only with their permissions', async () => {
    const both = open(meetingEvent(), { canEdit: true, canDelete: true });
    await both.user.click(within(both.dialog).getByRole('button', { name: 'Edit' }));
    expect(both.onEdit).toHaveBeenCalled();
    await both.user.click(within(both.dialog).getByRole('button', { name: 'Cancel' }));
    expect(both.onCancelEvent).toHaveBeenCalled();
    both.unmount();

    const editOnly = open(meetingEvent(), { canEdit: true, canDelete: false });
    expect(within(editOnly.dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(editOnly.dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    editOnly.unmount();

    const neither = open(appointmentEvent(), { canEdit: false, canDelete: false });
    expect(within(neither.dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(neither.dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('never offers Edit or Cancel for a Google Calendar event', () => {
    const { dialog } = open(googleEvent(), { canEdit: true, canDelete: true });
    expect(within(dialog).getByText('Imported from Google Calendar: edit it there.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows a Microsoft meeting’s Teams link, with Edit and Cancel as any meeting', () => {
    const teams = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0';
    const base = meetingEvent({ title: 'Teams intake' });
    const event = {
      ...base,
      extendedProps: { ...base.extendedProps, location: 'MICROSOFT_CALENDAR', meetLink: teams },
    };
    const { dialog } = open(event, { canEdit: true, canDelete: true });
    expect(within(dialog).getByText('Microsoft Teams')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Join Microsoft Teams meeting/ })).toHaveAttribute('href', teams);
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows an Outlook event read-only, as Outlook’s, with its Teams link', () => {
    const base = googleEvent();
    const event = {
      ...base,
      id: 'microsoft-4',
      title: 'Opposing counsel call',
      extendedProps: {
        ...base.extendedProps,
        location: 'MICROSOFT_CALENDAR',
        meetLink: 'https://teams.microsoft.com/l/meetup-join/y',
      },
    };
    const { dialog } = open(event, { canEdit: true, canDelete: true });
    expect(within(dialog).getByText('Outlook event')).toBeInTheDocument();
    expect(within(dialog).getByText('Imported from your Outlook calendar: edit it there.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Join Microsoft Teams meeting/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows an appointment’s address, request number and case type', () => {
    const { dialog } = open(appointmentEvent(), { canEdit: true, canDelete: true });
    expect(within(dialog).getByText('1 Federal Plaza, New York')).toBeInTheDocument();
    expect(within(dialog).getByText('IOE0912345678')).toBeInTheDocument();
    expect(within(dialog).getByText('I-485')).toBeInTheDocument();
    expect(within(dialog).getByText('1 hr')).toBeInTheDocument();
  });

  it('shows rich-text notes as formatted HTML and never a script or an event handler', () => {
    const base = meetingEvent();
    const event = {
      ...base,
      extendedProps: {
        ...base.extendedProps,
        description:
          '<p>Bring:</p><ul><li>the passport</li><li>two photos</li></ul><script>window.hacked = 1</script>' +
          '<img src="x" onerror="window.hacked = 1"><a href="javascript:alert(1)">bad</a>',
      },
    };
    const { dialog } = open(event, { canEdit: true, canDelete: true });
    const notes = within(dialog).getByTestId('event-notes');
    const list = within(notes).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['the passport', 'two photos']);
    expect(notes.querySelector('script, img, [onerror]')).toBeNull();
    expect(notes.querySelector('a')).not.toHaveAttribute('href');
    expect(document.querySelector('script:not([src])')).toBeNull();
  });

  it('keeps an appointment’s plain-text notes on their lines', () => {
    const base = appointmentEvent();
    const event = {
      ...base,
      extendedProps: { ...base.extendedProps, description: 'Gate 3 < 4 & desk B\nSecond line' },
    };
    const { dialog } = open(event, { canEdit: true, canDelete: true });
    const notes = within(dialog).getByTestId('event-notes');
    expect(notes).toHaveTextContent('Gate 3 < 4 & desk B Second line');
    expect(notes.firstElementChild).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('names an untitled Google event "(No title)", and opens its Meet link', () => {
    const base = googleEvent();
    const event = {
      ...base,
      title: '',
      extendedProps: { ...base.extendedProps, meetLink: 'https://meet.google.com/abc-defg-hij' },
    };
    fakeApi({});
    renderInApp(
      <MemoryRouter>
        <EventDetailsDialog
          event={event}
          onClose={() => {}}
          onEdit={vi.fn()}
          onCancelEvent={vi.fn()}
          canEdit
          canDelete
        />
      </MemoryRouter>,
      CALENDAR_MANAGER,
    );
    const dialog = screen.getByRole('dialog', { name: '(No title)' });
    expect(within(dialog).getByRole('link', { name: /meet\.google\.com|Meet/i })).toHaveAttribute(
      'href',
      'https://meet.google.com/abc-defg-hij',
    );
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
