import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { entriesPage, makeEntry, serveTime } from '../../../test/time-test-data';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const LIST = 'GET /api/time_entry/all/3';

async function openAdd() {
  const view = renderApp('/time-entries');
  await view.user.click(await screen.findByRole('button', { name: 'Add time entry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add time entry' });
  await within(dialog).findByRole('combobox', { name: 'Client' });
  return { ...view, dialog };
}

async function openEdit(entry = makeEntry()) {
  const view = renderApp('/time-entries');
  await view.user.click(
    await screen.findByRole('button', { name: `Actions for the time entry of Mar 2, 2026 for ${entry.client_name}` }),
  );
  await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit time record' });
  return { ...view, dialog };
}

describe('time record modal', () => {
  it('keeps a minus typed into the duration, says a duration cannot be negative and does not save', async () => {
    const server = serveTime({ [LIST]: () => ({ body: entriesPage([]) }) });
    const { user, dialog } = await openAdd();
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '-45');
    expect(minutes).toHaveValue('-45');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A duration cannot be negative: remove the minus sign.',
    );
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await user.clear(minutes);
    await user.type(minutes, '45');
    expect(within(dialog).queryByText('A duration cannot be negative: remove the minus sign.')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Hours' }), '-');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A duration cannot be negative: remove the minus sign.',
    );
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('requires a client, then creates the entry with the employee’s default rate and reloads the list', async () => {
    let listed = 0;
    const server = serveTime({
      [LIST]: () => {
        listed += 1;
        return { body: entriesPage([]) };
      },
      'POST /api/time_entry/create/3': (call) => ({
        status: 201,
        body: { time_entry: makeEntry({ id: 500, ...(call.body as object) }) },
      }),
    });
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('$300.00');
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the client this time is for.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'Asylum application' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Minutes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minutes' }), '45');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Called USCIS');
    expect(within(dialog).getByText('Total: $225.00')).toBeInTheDocument();
    const before = listed;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Time entry saved')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST') as RecordedCall;
    expect(post.body).toMatchObject({
      client_id: 5,
      case_id: 22,
      hourly_rate: 300,
      duration: 2700,
      billable: true,
      invoiced: false,
      description: 'Called USCIS',
      running: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add time entry' })).not.toBeInTheDocument());
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('edits an entry with its own start and end, and clears the case when the client changes', async () => {
    const entry = makeEntry();
    const server = serveTime({
      [LIST]: { body: entriesPage([entry]) },
      'PUT /api/time_entry/101': (call) => ({ body: { time_entry: { ...entry, ...(call.body as object) } } }),
    });
    const { user, dialog } = await openEdit(entry);
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Maria Gonzalez');
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toHaveValue('I-130 petition');
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: 'Minutes' })).toHaveValue('30');
    expect(within(dialog).getByRole('textbox', { name: 'Date recorded' })).toHaveValue('Mar 2, 2026');
    expect(within(dialog).getByRole('textbox', { name: 'Date recorded' })).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Ahmed Saleh' }));
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toHaveValue('');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Billable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      client_id: 6,
      case_id: null,
      billable: false,
      duration: 5400,
      start_time: entry.start_time,
      end_time: entry.end_time,
    });
  });

  it('carries minutes above 59 into hours and says so, and refuses a duration of zero', async () => {
    const server = serveTime({ [LIST]: { body: entriesPage([makeEntry()]) } });
    const { user, dialog } = await openEdit();
    const hours = within(dialog).getByRole('textbox', { name: 'Hours' });
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    const seconds = within(dialog).getByRole('textbox', { name: 'Seconds' });
    await user.clear(minutes);
    await user.type(minutes, '75');
    await user.tab();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Carried into hours: the duration is now 02:15:00.',
    );
    expect(hours).toHaveValue('2');
    expect(minutes).toHaveValue('15');

    for (const part of [hours, minutes, seconds]) {
      await user.clear(part);
      await user.type(part, '0');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A time entry must last at least one second: enter its duration.'),
    ).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field errors under their fields, and blocks repeated submits meanwhile', async () => {
    let release: () => void = () => {};
    let puts = 0;
    serveTime({
      [LIST]: { body: entriesPage([makeEntry()]) },
      'PUT /api/time_entry/101': () => {
        puts += 1;
        return new Promise((resolve) => {
          release = () =>
            resolve({
              status: 400,
              body: {
                code: 'validation_failed',
                message: 'Invalid request',
                fields: { case_id: 'This case belongs to another client' },
              },
            });
        });
      },
    });
    const { user, dialog } = await openEdit();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(puts).toBe(1));
    await user.click(save);
    await user.click(within(dialog).getByRole('button', { name: 'Save and start' }));
    expect(puts).toBe(1);
    release();
    expect(await within(dialog).findByText('This case belongs to another client.')).toBeInTheDocument();
    expect(await screen.findByText('The time entry could not be saved')).toBeInTheDocument();
  });

  it('explains that an invoiced entry keeps its amount, and shows the server’s refusal', async () => {
    const entry = makeEntry({ invoiced: true });
    serveTime({
      [LIST]: { body: entriesPage([entry]) },
      'PUT /api/time_entry/101': {
        status: 409,
        body: {
          code: 'time_entry_invoiced',
          message: 'This time entry is on an invoice; remove it from the invoice first.',
        },
      },
    });
    const { user, dialog } = await openEdit(entry);
    expect(within(dialog).getByText(/This entry is on an invoice/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hourly rate' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time entry is on an invoice; remove it from the invoice first.',
    );
  });

  it('deletes from the modal after confirming, with the delete toasts', async () => {
    const server = serveTime({
      [LIST]: { body: entriesPage([makeEntry()]) },
      'DELETE /api/time_entry/101': { status: 500, body: { code: 'internal_error', message: '' } },
    });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete time entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The time entry could not be deleted')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
