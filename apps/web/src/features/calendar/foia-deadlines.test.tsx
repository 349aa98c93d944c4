import type { CalendarEvent, EmployeeRule, FoiaDeadline } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meeting, meetingEvent } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { rangeDays } from './foia-deadlines';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function deadline(overrides: Partial<FoiaDeadline> = {}): FoiaDeadline {
  return {
    case_id: 55,
    client_id: 101,
    case_title: 'FOIA: USCIS A-File',
    agency: 'U.S. Citizenship and Immigration Services',
    request_number: 'COW2026000123',
    response_due: localDay(new Date()),
    ...overrides,
  };
}

function serve(rules: EmployeeRule[], deadlines: FoiaDeadline[] = [deadline()], events: CalendarEvent[] = []) {
  return fakeApi({
    'GET /api/auth/me': { body: makeMe({ rules }) },
    'GET /api/meeting/7/all-meetings': { body: events },
    'GET /api/foia-cases/deadlines': { body: { deadlines, truncated: false } },
    'GET /api/case/55': { status: 404, body: { code: 'not_found', message: 'Case not found' } },
  });
}

const CASE_AND_CALENDAR_READER: EmployeeRule[] = [
  { subject: 'calendar', action: 'read' },
  { subject: 'cases', action: 'read' },
];

describe('FOIA deadlines on the calendar', () => {
  it('asks for the visible days and shows each deadline as an all-day event with its legend entry', async () => {
    const server = serve(CASE_AND_CALENDAR_READER);
    renderApp('/client/calendar');
    expect(await screen.findByText('FOIA response due: FOIA: USCIS A-File')).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/foia-cases/deadlines')!;
    const query = new URLSearchParams(call.search);
    const today = localDay(new Date());
    expect(query.get('start')! <= today && today <= query.get('end')!).toBe(true);
    expect(query.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('FOIA deadline')).toBeInTheDocument();
    expect(screen.getByTestId('legend-FOIA_DEADLINE')).toHaveStyle({ background: '#a34700' });
  });

  it('shows the firm’s meetings beside the deadlines, not instead of them', async () => {
    const start = new Date();
    start.setHours(10, 0, 0, 0);
    const end = new Date(start.getTime() + 30 * 60_000);
    const today = meetingEvent(
      { title: 'Case review', start: start.toISOString(), end: end.toISOString() },
      meeting({ start_time: start.toISOString(), end_time: end.toISOString() }),
    );
    serve(CASE_AND_CALENDAR_READER, [deadline()], [today]);
    renderApp('/client/calendar');
    expect(await screen.findByText('FOIA response due: FOIA: USCIS A-File')).toBeInTheDocument();
    expect(await screen.findByText('Case review')).toBeInTheDocument();
  });

  it('opens the case when the deadline is clicked', async () => {
    serve(CASE_AND_CALENDAR_READER);
    const { user, location } = renderApp('/client/calendar');
    await user.click(await screen.findByText('FOIA response due: FOIA: USCIS A-File'));
    await waitFor(() => expect(location().pathname).toBe('/client/101/cases/55'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('neither asks nor shows a legend entry for someone who may not see cases', async () => {
    const server = serve([{ subject: 'calendar', action: 'read' }]);
    renderApp('/client/calendar');
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/meeting/7/all-meetings')).toBe(true));
    expect(server.calls.some((c) => c.path === '/api/foia-cases/deadlines')).toBe(false);
    expect(screen.queryByText('FOIA deadline')).not.toBeInTheDocument();
  });
});

describe('the visible range as days', () => {
  it('ends on the day before the range’s exclusive end', () => {
    expect(
      rangeDays({ timeMin: '2026-11-29T05:00:00.000Z', timeMax: '2027-01-10T05:00:00.000Z' }, 'America/New_York'),
    ).toEqual({ start: '2026-11-29', end: '2027-01-09' });
  });
});
