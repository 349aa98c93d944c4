import type { ClientEmployer } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { EmployersSection } from './EmployersSection';
import { CLIENT_ID, makeEmployer, renderSection } from './test-kit';

const LIST = `GET /api/client/${CLIENT_ID}/employers`;
const ADD = `POST /api/client/${CLIENT_ID}/add-client-employer`;

function serve(employers: ClientEmployer[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: () => ({ body: { employers } }), ...extra });
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('EmployersSection and EmployerDialog', () => {
  it('lists employers with their dates, salary and badges, or the empty state', async () => {
    serve([makeEmployer()]);
    const { unmount } = renderSection(<EmployersSection clientId={CLIENT_ID} />);
    const list = await screen.findByRole('list', { name: 'Employment' });
    expect(within(list).getByText('Memorial Hermann Hospital')).toBeInTheDocument();
    expect(within(list).getByText('Current')).toBeInTheDocument();
    expect(within(list).getByText('Registered Nurse · Nursing')).toBeInTheDocument();
    expect(within(list).getByText('Aug 14, 2017 – Present')).toBeInTheDocument();
    expect(within(list).getByText('Annual salary: $72,500.50')).toBeInTheDocument();
    unmount();

    serve([]);
    renderSection(<EmployersSection clientId={CLIENT_ID} />);
    expect(await screen.findByText('No employers yet.')).toBeInTheDocument();
  });

  it('requires the company name with its own message and sends nothing', async () => {
    const server = serve([]);
    const { user } = renderSection(<EmployersSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add employer' }));
    const dialog = await dialogNamed('Add employer');
    await user.type(within(dialog).getByLabelText('Job title'), 'Cook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Company name is required.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('pre-fills when editing and sends the whole employer with PUT', async () => {
    const employer = makeEmployer();
    const server = serve([employer], {
      [`PUT /api/client/${CLIENT_ID}/update-client-employer/${employer.id}`]: (call) => ({
        body: { ...employer, ...(call.body as object) },
      }),
    });
    const { user } = renderSection(<EmployersSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Memorial Hermann Hospital' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await dialogNamed('Edit employer');
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue('Memorial Hermann Hospital');
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Registered Nurse');
    expect(within(dialog).getByLabelText('Annual salary')).toHaveValue('$72,500.5');
    expect(within(dialog).getByLabelText('From')).toHaveValue('Aug 14, 2017');
    expect(within(dialog).getByLabelText('Duties')).toHaveValue('Inpatient care');
    expect(within(dialog).getByLabelText('Current employer')).toBeChecked();
    expect(within(dialog).getByLabelText('Foreign employer')).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText('Job title'));
    await user.type(within(dialog).getByLabelText('Job title'), 'Charge Nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employer updated.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      company_or_school_name: 'Memorial Hermann Hospital',
      annual_salary: 72500.5,
      job_title: 'Charge Nurse',
      occupation: 'Nursing',
      date_from: '2017-08-14',
      date_to: null,
      supervisor: 'Karen Mitchell',
      duties: 'Inpatient care',
      is_current_employer: true,
      is_foreign_employer: false,
    });
  });

  it('resets its fields on close: nothing typed or pre-filled is left for the next employer', async () => {
    serve([makeEmployer()]);
    const { user } = renderSection(<EmployersSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add employer' }));
    let dialog = await dialogNamed('Add employer');
    await user.type(within(dialog).getByLabelText(/Company name/), 'Half typed');
    await user.click(within(dialog).getByLabelText('Foreign employer'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Memorial Hermann Hospital' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    dialog = await dialogNamed('Edit employer');
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue('Memorial Hermann Hospital');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add employer' }));
    dialog = await dialogNamed('Add employer');
    expect(within(dialog).getByLabelText(/Company name/)).toHaveValue('');
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Annual salary')).toHaveValue('');
    expect(within(dialog).getByLabelText('Foreign employer')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Current employer')).not.toBeChecked();
  });

  it('adds an employer, and says so when adding fails', async () => {
    let fail = true;
    const server = serve([], {
      [ADD]: (call) =>
        fail
          ? { status: 500, body: { code: 'internal_error', message: 'boom' } }
          : { status: 201, body: makeEmployer(call.body as Partial<ClientEmployer>) },
    });
    const { user } = renderSection(<EmployersSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add employer' }));
    const dialog = await dialogNamed('Add employer');
    await user.type(within(dialog).getByLabelText(/Company name/), 'Bayou Logistics');
    await user.type(within(dialog).getByLabelText('Annual salary'), '48000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not add the employer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add employer' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employer added.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      company_or_school_name: 'Bayou Logistics',
      annual_salary: 48000,
      job_title: null,
      is_current_employer: false,
    });
  });
});
