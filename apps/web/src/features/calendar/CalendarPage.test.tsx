import type { CalendarEvent } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALENDAR_MANAGER, CALENDAR_READER, LIGHT_USERS, meeting, meetingEvent } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** A meeting today at 10:00 local time, so the month shown first holds it. */
function todaysMeeting(): CalendarEvent {
  const start = new Date();
  start.setHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 30 * 60_000);
  return meetingEvent(
    { title: 'Case review', start: start.toISOString(), end: end.toISOString() },
    meeting({ start_time: start.toISOString(), end_time: end.toISOString() }),
  );
}

function serveCalendar(me = CALENDAR_MANAGER, events: CalendarEvent[] = [todaysMeeting()]) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/meeting/7/all-meetings': { body: events },
    'GET /api/law-firm/users/light': { body: LIGHT_USERS },
  });
}

describe('calendar page', () => {
  it('asks for the visible range of the firm’s events, 100 at most, and shows them', async () => {
    const server = serveCalendar();
    renderApp('/client/calendar');
    expect(await screen.findByRole('heading', { name: 'Calendar', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Case review')).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/meeting/7/all-meetings')!;
    const query = new URLSearchParams(call.search);
    expect(query.get('lawFirmId')).toBe('3');
    expect(query.get('maxResults')).toBe('100');
    // The month grid: from before the 1st to after the last day of this month.
    const now = new Date();
    const timeMin = new Date(query.get('timeMin')!);
    const timeMax = new Date(query.get('timeMax')!);
    expect(timeMin.getTime()).toBeLessThanOrEqual(new Date(now.getFullYear(), now.getMonth(), 1).getTime());
    expect(timeMax.getTime()).toBeGreaterThanOrEqual(new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime());
    expect(timeMax.getTime() - timeMin.getTime()).toBeLessThanOrEqual(42 * 24 * 3600_000);
    // The legend of location colours.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Microsoft', 'Google', 'Offline', 'Others']);
  });

  it('asks again for the next range when the user moves on', async () => {
    const server = serveCalendar();
    const { user } = renderApp('/client/calendar');
    await screen.findByText('Case review');
    const first = server.calls.filter((c) => c.path === '/api/meeting/7/all-meetings').length;
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/api/meeting/7/all-meetings').length).toBe(first + 1),
    );
  });

  it('has a Today button named as it reads, which brings back the month of today', async () => {
    const server = serveCalendar();
    const { user } = renderApp('/client/calendar');
    await screen.findByText('Case review');
    const ranges = () => server.calls.filter((c) => c.path === '/api/meeting/7/all-meetings').map((c) => c.search);
    const first = ranges()[0];
    const today = screen.getByRole('button', { name: 'Today' });
    expect(today).toHaveTextContent('Today');
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(ranges().at(-1)).not.toBe(first));
    await user.click(today);
    await waitFor(() => expect(ranges().at(-1)).toBe(first));
    // A long title ends in an ellipsis in the month grid rather than being cut (calendar-theme.css).
    expect(screen.getByText('Case review')).toHaveClass('counsel-event-title');
  });

  it('opens an event’s details from the keyboard (the event is focusable, Enter opens it)', async () => {
    serveCalendar();
    const { user } = renderApp('/client/calendar');
    const title = await screen.findByText('Case review');
    const event = title.closest<HTMLElement>('[tabindex], a, button')!;
    expect(event).not.toBeNull();
    event.focus();
    expect(event).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Case review' });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('cancels a meeting by the number in its event id, after asking', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: CALENDAR_MANAGER },
      'GET /api/meeting/7/all-meetings': { body: [todaysMeeting()] },
      'DELETE /api/meeting/12/delete': { body: { deleted: true, id: 12 } },
    });
    const { user } = renderApp('/client/calendar');
    await user.click(await screen.findByText('Case review'));
    const details = await screen.findByRole('dialog', { name: 'Case review' });
    await user.click(within(details).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('The meeting was cancelled.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/meeting/12/delete')).toBe(true);
    // The calendar asks again for its range.
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/api/meeting/7/all-meetings').length).toBeGreaterThan(1),
    );
  });

  it('offers a new event only to a user who may add one', async () => {
    serveCalendar(CALENDAR_READER);
    renderApp('/client/calendar');
    await screen.findByText('Case review');
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });

  it('opens the user’s own calendar settings from the toolbar, even for a user who may only read', async () => {
    fakeApi({
      'GET /api/auth/me': { body: CALENDAR_READER },
      'GET /api/meeting/7/all-meetings': { body: [todaysMeeting()] },
      'GET /api/calendar-settings': { body: { reminder_minutes: 30 } },
      'GET /api/calendar-feed': { body: { exists: false, created_at: null } },
    });
    const { user } = renderApp('/client/calendar');
    const button = await screen.findByRole('button', { name: 'Calendar settings' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Calendar settings' });
    expect(within(dialog).getByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(await within(dialog).findByText('You have no calendar feed yet.')).toBeInTheDocument();
  });

  it('opens the chooser, then the meeting form', async () => {
    serveCalendar();
    const { user } = renderApp('/client/calendar');
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const chooser = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(chooser).getByRole('button', { name: 'Client Meeting' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule Meeting' })).toBeInTheDocument();
  });

  it('is laid out right to left in Arabic, with FullCalendar’s Arabic texts', async () => {
    serveCalendar(makeMe({ rules: [{ subject: 'calendar', action: 'manage' }], locale: 'ar' }));
    renderApp('/ar/client/calendar');
    expect(await screen.findByRole('heading', { name: 'التقويم', level: 1 })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'تقويم الاجتماعات والمواعيد' });
    expect(section).toHaveAttribute('dir', 'rtl');
    expect(await within(section).findByText('شهر')).toBeInTheDocument();
    expect(section.querySelector('[dir="rtl"], .fc-direction-rtl')).not.toBeNull();
  });
});

describe('calendar page on a phone', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the agenda (list view) at 390px', async () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    const server = serveCalendar();
    renderApp('/client/calendar');
    await screen.findByText('Case review');
    // The agenda of one week: the range asked for is seven days, and there is no month grid to switch to.
    const call = server.calls.find((c) => c.path === '/api/meeting/7/all-meetings')!;
    const query = new URLSearchParams(call.search);
    const days = (Date.parse(query.get('timeMax')!) - Date.parse(query.get('timeMin')!)) / (24 * 3600_000);
    expect(Math.round(days)).toBe(7);
    expect(screen.queryByRole('button', { name: /month/i })).not.toBeInTheDocument();
  });

  it('tells the user when the events cannot be loaded', async () => {
    fakeApi({
      'GET /api/auth/me': { body: CALENDAR_MANAGER },
      'GET /api/meeting/7/all-meetings': { status: 500, body: { code: 'internal', message: 'Boom' } },
    });
    renderApp('/client/calendar');
    expect(await screen.findByText("The calendar's events could not be loaded.")).toBeInTheDocument();
  });
});
