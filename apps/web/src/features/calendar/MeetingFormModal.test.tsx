import { instantInZone } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/time-zones';
import {
  CALENDAR_MANAGER,
  CLIENT,
  LIGHT_USERS,
  MICROSOFT_LOGIN as LOGIN,
  meeting,
  microsoftUserInfo,
} from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { MeetingFormModal } from './MeetingFormModal';

const NOW = () => new Date('2027-03-01T12:00:00Z');

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/law-firm/users/light': { body: LIGHT_USERS },
    'GET /api/contacts': { body: { contacts: [], page: 1, page_size: 50, total: 0 } },
    'GET /api/law-firm/3/client': {
      body: { clients: [{ ...CLIENT, phone_number: null }], page: 1, page_size: 20, total: 1 },
    },
    'GET /api/client/21/cases/light': { body: [{ id: 31, title: 'H-1B petition', status: 'PENDING' }] },
    'POST /api/meeting/7/add': { status: 201, body: meeting() },
    'PUT /api/meeting/12/update': { body: meeting() },
    'GET /api/meeting/12/get-meeting': { body: meeting() },
    ...routes,
  });
}

function open(meetingId: number | null = null) {
  const onClose = vi.fn();
  const view = renderInApp(
    <MeetingFormModal opened onClose={onClose} meetingId={meetingId} now={NOW} />,
    CALENDAR_MANAGER,
  );
  return { ...view, onClose };
}

async function fillNew(user: ReturnType<typeof open>['user'], day = '2027-03-05') {
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Meeting' });
  await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Visa interview preparation');
  await user.type(within(dialog).getByRole('textbox', { name: /Start date/ }), day);
  return dialog;
}

async function pickEmployee(user: ReturnType<typeof open>['user'], dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Employees/ }));
  await user.click(await screen.findByRole('option', { name }));
}

const submit = (user: ReturnType<typeof open>['user'], dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror's scroll-to-cursor in the notes editor reads ranges' rectangles.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('meeting form', () => {
  it('sends the spec’s body: 08:00 and 15 minutes by default, offline, the chosen employee', async () => {
    const server = serve();
    const { user, onClose } = open();
    const dialog = await fillNew(user);
    expect(within(dialog).getByRole('combobox', { name: /Location/ })).toHaveValue('Offline');
    await pickEmployee(user, dialog, 'Layla Haddad');
    await submit(user, dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const zone = browserTimeZone();
    const start = instantInZone('2027-03-05', '08:00', zone);
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/meeting/7/add');
    expect(post.body).toEqual({
      title: 'Visa interview preparation',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 15 * 60_000).toISOString(),
      location: 'OFFLINE',
      law_firm_id: 3,
      notes: null,
      attendees: [{ type: 'employee', id: 7, response_status: 'none' }],
      time_zone: zone,
      case_id: null,
      custom_meeting_link: null,
    });
    expect(await screen.findByText('The meeting was scheduled.')).toBeInTheDocument();
  });

  it('offers the four locations', async () => {
    serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meeting' });
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Offline', 'Google Calendar', 'Microsoft Teams', 'Others (custom link)']);
  });

  describe('a Microsoft Teams meeting', () => {
    const verification = (verified: boolean) => ({ body: microsoftUserInfo(verified) });
    const teams = meeting({
      location: 'MICROSOFT_CALENDAR',
      outlook_event_id: 'AAMk0123abcd',
      meet_link: 'https://teams.microsoft.com/l/meetup-join/x',
    });

    async function scheduleTeams(user: ReturnType<typeof open>['user']) {
      const dialog = await fillNew(user);
      await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
      await user.click(await screen.findByRole('option', { name: 'Microsoft Teams' }));
      await pickEmployee(user, dialog, 'Layla Haddad');
      await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ines@example.com');
      await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Ines Interpreter');
      await submit(user, dialog);
      return dialog;
    }

    it('checks verification, then schedules through POST /microsoft/meetings with the spec’s body', async () => {
      const server = serve({
        'GET /api/microsoft/user/info': verification(true),
        'POST /api/microsoft/meetings': { status: 201, body: teams },
      });
      const { user, onClose } = open();
      await scheduleTeams(user);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const post = server.calls.find((c) => c.method === 'POST')!;
      expect(post.path).toBe('/api/microsoft/meetings');
      expect(post.body).toEqual({
        subject: 'Visa interview preparation',
        start_time: expect.any(String),
        end_time: expect.any(String),
        time_zone: browserTimeZone(),
        notes: null,
        attendees: [
          { type: 'employee', id: 7, response_status: 'none' },
          { type: 'other', email: 'ines@example.com', name: 'Ines Interpreter', response_status: 'none' },
        ],
        case_id: null,
      });
      expect(server.calls.some((c) => c.path === '/api/meeting/7/add')).toBe(false);
    });

    it('asks to sign in with Microsoft first when not verified, and sends nothing while the popup is blocked', async () => {
      const openPopup = vi.spyOn(window, 'open').mockReturnValue(null);
      const server = serve({ 'GET /api/microsoft/user/info': verification(false) });
      const { user, onClose } = open();
      await scheduleTeams(user);
      await waitFor(() =>
        expect(openPopup).toHaveBeenCalledWith(LOGIN, 'counsel-microsoft-sign-in', expect.any(String)),
      );
      expect(await screen.findByText(/sign-in window was blocked/)).toBeInTheDocument();
      expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
      expect(onClose).not.toHaveBeenCalled();
      openPopup.mockRestore();
    });

    it('shows Microsoft’s failure as a Teams error', async () => {
      serve({
        'GET /api/microsoft/user/info': verification(true),
        'POST /api/microsoft/meetings': {
          status: 502,
          body: { code: 'microsoft_error', message: 'Microsoft 365 could not be reached. Try again later.' },
        },
      });
      const { user, onClose } = open();
      await scheduleTeams(user);
      expect(await screen.findByText('Teams error')).toBeInTheDocument();
      expect(screen.getByText('Microsoft 365 could not be reached. Try again later.')).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('edits the user’s own Teams meeting with PATCH /microsoft/meetings/{itemId}', async () => {
      const server = serve({
        'GET /api/meeting/12/get-meeting': { body: teams },
        'GET /api/microsoft/user/info': verification(true),
        'PATCH /api/microsoft/meetings/AAMk0123abcd': { body: teams },
      });
      const { user, onClose } = open(12);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Meeting' });
      expect(await within(dialog).findByRole('combobox', { name: /Location/ })).toHaveValue('Microsoft Teams');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const patch = server.calls.find((c) => c.method === 'PATCH')!;
      expect(patch.body).toMatchObject({ subject: 'Visa interview preparation', case_id: 31 });
      expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    });
  });

  it('opens the Google auth popup when saving a Google Calendar meeting answers 401 with authorization_url', async () => {
    const login = 'http://localhost/api/google-calendar/auth/login?user_id=7&state=s';
    const openPopup = vi.spyOn(window, 'open').mockReturnValue(null);
    const server = serve({
      'POST /api/meeting/7/add': {
        status: 401,
        body: {
          code: 'google_calendar_not_authorized',
          message: 'Google Calendar access is not authorized. Connect Google Calendar and try again.',
          details: { reason: 'not_connected', authorization_url: login },
          authorization_url: login,
        },
      },
    });
    const { user, onClose } = open();
    const dialog = await fillNew(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: 'Google Calendar' }));
    await pickEmployee(user, dialog, 'Layla Haddad');
    await submit(user, dialog);
    await waitFor(() => expect(openPopup).toHaveBeenCalledWith(login, 'counsel-google-calendar', expect.any(String)));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ location: 'GOOGLE_CALENDAR' });
    expect(onClose).not.toHaveBeenCalled();
    openPopup.mockRestore();
  });

  it('refuses a past date and a meeting without an employee, with the spec’s messages', async () => {
    const server = serve();
    const { user } = open();
    const dialog = await fillNew(user, '2027-02-20');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText('Cannot create meetings for past dates. Please select a future date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one employee attendee')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says what is wrong in the user’s words: a title too long, a missing date but not the duration it has', async () => {
    const server = serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meeting' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.click(title);
    await user.paste('x'.repeat(256));
    await submit(user, dialog);
    expect(await within(dialog).findByText('Enter at most 255 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    // 15 minutes is chosen: the end cannot be computed without a date, which is what is said.
    expect(within(dialog).queryByText('Duration is required')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes one client, sends it with the case, and shows the server’s client limit as a toast', async () => {
    const server = serve({
      'POST /api/meeting/7/add': {
        status: 422,
        body: {
          code: 'client_limit_reached',
          message: 'Client limit reached',
          fields: { attendees: 'Client limit reached' },
        },
      },
    });
    const { user } = open();
    const dialog = await fillNew(user);
    await pickEmployee(user, dialog, 'Karim Saleh');
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Nasser' }));
    // One client per meeting: the client box holds one, and choosing another replaces it.
    expect(within(dialog).getByText('One client per meeting')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'H-1B petition' }));
    await submit(user, dialog);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = server.calls.find((c) => c.method === 'POST')!.body as { attendees: unknown[]; case_id: number };
    expect(body.attendees).toEqual([
      { type: 'employee', id: 8, response_status: 'none' },
      { type: 'client', id: 21, response_status: 'none' },
    ]);
    expect(body.case_id).toBe(31);
    expect(await screen.findAllByText('Client limit reached')).not.toHaveLength(0);
  });

  it('puts the server’s field messages under their fields (another person’s email)', async () => {
    serve({
      'POST /api/meeting/7/add': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'This email has already been added',
          fields: { 'attendees.1.email': 'This email has already been added' },
        },
      },
    });
    const { user } = open();
    const dialog = await fillNew(user);
    await pickEmployee(user, dialog, 'Layla Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sara@example.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Sara Odeh');
    await submit(user, dialog);
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email has already been added'));
  });

  it('checks another person’s email and name with the domain’s messages', async () => {
    serve();
    const { user } = open();
    const dialog = await fillNew(user);
    await pickEmployee(user, dialog, 'Layla Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'S');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Full name must be at least 2 characters')).toBeInTheDocument();
  });

  it('edits a meeting with its location, client and case locked, and sends its calendar link', async () => {
    const server = serve();
    const { user, onClose } = open(12);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meeting' });
    const title = await within(dialog).findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Visa interview preparation');
    expect(within(dialog).getByRole('combobox', { name: /Location/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toBeDisabled();
    expect(within(dialog).getAllByText('Locked in edit mode').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('combobox', { name: /Duration/ })).toHaveValue('90 minutes');
    await user.clear(title);
    await user.type(title, 'Interview rehearsal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/meeting/12/update');
    expect(put.body).toMatchObject({
      title: 'Interview rehearsal',
      start_time: '2027-03-05T14:00:00.000Z',
      end_time: '2027-03-05T15:30:00.000Z',
      location: 'OFFLINE',
      time_zone: 'America/New_York',
      case_id: 31,
      calendar_link: null,
      notes: '<p>Bring the passport</p>',
      attendees: [
        { type: 'employee', id: 7, response_status: 'accepted' },
        { type: 'client', id: 21, response_status: 'none' },
      ],
    });
  });

  it('writes the notes as rich text and sends their HTML', async () => {
    const server = serve();
    const { user, onClose } = open();
    const dialog = await fillNew(user);
    await pickEmployee(user, dialog, 'Layla Haddad');
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('aria-multiline', 'true');
    // jsdom has no layout for ProseMirror's click handling: focus the editor, then use the toolbar and type.
    notes.focus();
    await user.click(within(dialog).getByRole('button', { name: 'Bulleted list' }));
    await user.type(notes, 'Bring the passport', { skipClick: true });
    await submit(user, dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect((post.body as { notes: string }).notes).toMatch(/^<ul><li><p>Bring the passport<\/p><\/li><\/ul>/);
  });
});
