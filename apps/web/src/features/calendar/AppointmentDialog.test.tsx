import { instantInZone } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/time-zones';
import { appointmentEvent, CALENDAR_MANAGER, CLIENT } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { AppointmentDialog } from './AppointmentDialog';

const NOW = () => new Date('2027-03-01T12:00:00Z');

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/law-firm/3/client': {
      body: { clients: [{ ...CLIENT, phone_number: null }], page: 1, page_size: 20, total: 1 },
    },
    'GET /api/client/21/cases/light': { body: [{ id: 31, title: 'H-1B petition', status: 'PENDING' }] },
    'POST /api/case-receipt/7/add_appointment': { status: 201, body: {} },
    'PUT /api/appointment/5/update_appointment': { body: {} },
    ...routes,
  });
}

function open(appointment: Parameters<typeof AppointmentDialog>[0]['appointment'] = null) {
  const onClose = vi.fn();
  const view = renderInApp(
    <AppointmentDialog opened onClose={onClose} appointment={appointment} now={NOW} />,
    CALENDAR_MANAGER,
  );
  return { ...view, onClose };
}

describe('appointment dialog', () => {
  it('requires the client, request number and address, with the spec’s messages', async () => {
    const server = serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Client is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Request number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a past date', async () => {
    serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Date/ }), '2027-02-10');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(dialog).findByText('Cannot create appointments for past dates. Please select a future date.'),
    ).toBeInTheDocument();
  });

  it('sends the date and time in UTC with the other fields (§7)', async () => {
    const server = serve();
    const { user, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await user.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Omar Nasser' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'H-1B petition' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Legal case type' }), 'I-485');
    await user.type(within(dialog).getByRole('textbox', { name: /Request number/ }), 'IOE0912345678');
    await user.type(within(dialog).getByRole('textbox', { name: /^Date/ }), '2027-03-08');
    await user.type(within(dialog).getByLabelText(/^Time$/), '09:30');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), '1 Federal Plaza, New York');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const zone = browserTimeZone();
    const start = instantInZone('2027-03-08', '09:30', zone).toISOString();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/case-receipt/7/add_appointment');
    expect(post.body).toEqual({
      law_firm_id: 3,
      client_id: 21,
      case_id: 31,
      legal_case_type: 'I-485',
      request_number: 'IOE0912345678',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      time_zone: zone,
      address: '1 Federal Plaza, New York',
      notes: null,
    });
    expect(await screen.findByText('The appointment was scheduled.')).toBeInTheDocument();
  });

  it('edits an appointment from the calendar, keeping its start in its own zone', async () => {
    const server = serve({
      'PUT /api/appointment/5/update_appointment': {
        status: 422,
        body: {
          code: 'case_not_for_client',
          message: 'This case belongs to another client',
          fields: { case_id: 'This case belongs to another client' },
        },
      },
    });
    const { user } = open(appointmentEvent());
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByRole('textbox', { name: /Request number/ })).toHaveValue('IOE0912345678');
    expect(within(dialog).getByLabelText(/^Time$/)).toHaveValue('08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      client_id: 21,
      case_id: 31,
      date: '2027-03-08',
      time: '13:00',
      time_zone: 'America/New_York',
    });
    expect(await screen.findAllByText('This case belongs to another client')).toHaveLength(2);
  });
});
