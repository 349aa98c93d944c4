import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CALENDAR_READER } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { CalendarSettingsDialog } from './CalendarSettingsDialog';

const URL_1 = `https://counsel.example/api/calendar-feed/${'a'.repeat(43)}.ics`;
const URL_2 = `https://counsel.example/api/calendar-feed/${'b'.repeat(43)}.ics`;

function serve(exists: boolean, minutes = 30) {
  const state = { exists, urls: [URL_1, URL_2] };
  const server = fakeApi({
    'GET /api/calendar-settings': { body: { reminder_minutes: minutes } },
    'PUT /api/calendar-settings': (call) => ({ body: call.body }),
    'GET /api/calendar-feed': () => ({
      body: { exists: state.exists, created_at: state.exists ? '2027-03-01T12:00:00.000Z' : null },
    }),
    'POST /api/calendar-feed': () => {
      state.exists = true;
      return { status: 201, body: { url: state.urls.shift() } };
    },
    'DELETE /api/calendar-feed': () => {
      state.exists = false;
      return { status: 204 };
    },
  });
  return server;
}

/** The dialog as the calendar page holds it: closed with Escape, opened again from a button. */
function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open settings
      </button>
      <CalendarSettingsDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const open = () => renderInApp(<Harness />, CALENDAR_READER);

describe('calendar settings: the feed', () => {
  it('makes a feed address, shows it once with a copy button, and forgets it when closed', async () => {
    serve(false);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Calendar settings' });
    expect(await within(dialog).findByText('You have no calendar feed yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create feed address' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Feed address' });
    expect(field).toHaveValue(URL_1);
    expect(within(dialog).getByText('Copy it now: this address is shown only once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar settings' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const again = await screen.findByRole('dialog', { name: 'Calendar settings' });
    expect(await within(again).findByText(/Your feed address was made on/)).toBeInTheDocument();
    expect(within(again).queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
  });

  it('resets an existing address to a new one without ever showing the old', async () => {
    const server = serve(true);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Calendar settings' });
    expect(await within(dialog).findByText(/Your feed address was made on/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(URL_1);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('revokes the feed after confirmation', async () => {
    const server = serve(true);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Calendar settings' });
    await user.click(await within(dialog).findByRole('button', { name: 'Revoke feed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the calendar feed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke feed' }));
    expect(await screen.findByText('The calendar feed was revoked.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/calendar-feed')).toBe(true);
    expect(await within(dialog).findByText('You have no calendar feed yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create feed address' })).toBeInTheDocument();
  });
});

describe('calendar settings: reminders', () => {
  it('shows the user’s reminder time and saves another as soon as it is chosen', async () => {
    const server = serve(false, 30);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Calendar settings' });
    const select = within(dialog).getByRole('combobox', { name: 'Email me a reminder' });
    await waitFor(() => expect(select).toHaveValue('30'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', '15 minutes before', '30 minutes before', '1 hour before', '1 day before']);
    await user.selectOptions(select, '1 day before');
    expect(await screen.findByText('Reminder setting saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reminder_minutes: 1440 });
    expect(select).toHaveValue('1440');
    await user.selectOptions(select, 'Off');
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ reminder_minutes: 0 }),
    );
  });
});
