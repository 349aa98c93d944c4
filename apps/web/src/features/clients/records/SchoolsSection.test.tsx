import type { ClientSchool } from '@counsel/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { SchoolsSection } from './SchoolsSection';
import { CLIENT_ID, CLIENTS_READ, makeSchool, renderSection } from './test-kit';

const LIST = `GET /api/client/${CLIENT_ID}/schools`;
const ADD = `POST /api/client/${CLIENT_ID}/add-client-school`;

function serve(schools: ClientSchool[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: () => ({ body: { schools } }), ...extra });
}

describe('SchoolsSection and SchoolDialog', () => {
  it('lists schools with degree and dates', async () => {
    serve([makeSchool()]);
    renderSection(<SchoolsSection clientId={CLIENT_ID} />);
    const list = await screen.findByRole('list', { name: 'Education' });
    expect(within(list).getByText('Rice University')).toBeInTheDocument();
    expect(within(list).getByText('Master of Computer Science · Computer Science')).toBeInTheDocument();
    expect(within(list).getByText('Aug 22, 2016 – May 12, 2018')).toBeInTheDocument();
  });

  it('requires the school name and sends nothing without it', async () => {
    const server = serve([]);
    const { user } = renderSection(<SchoolsSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add school' });
    await user.type(within(dialog).getByLabelText('Degree awarded'), 'BSc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('School name is required.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a school with schoolAddedSuccess, refusing an end before the start', async () => {
    const server = serve([], {
      [ADD]: (call) => ({ status: 201, body: makeSchool(call.body as Partial<ClientSchool>) }),
    });
    const { user } = renderSection(<SchoolsSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add school' });
    await user.type(within(dialog).getByLabelText(/School name/), 'جامعة القاهرة');
    await user.type(within(dialog).getByLabelText('From'), '2007-09-01');
    await user.type(within(dialog).getByLabelText('To'), '2003-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This date cannot be before the start date.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('To'));
    await user.click(within(dialog).getByLabelText('Current school'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('School added successfully.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_or_school_name: 'جامعة القاهرة',
      degree_awarded: null,
      field_of_study: null,
      date_from: '2007-09-01',
      date_to: null,
      is_current_school: true,
    });
  });

  it('updates with PATCH and schoolUpdateSuccess, or errorAddedOrUpdate on failure', async () => {
    const school = makeSchool();
    let fail = true;
    const server = serve([school], {
      [`PATCH /api/client/${CLIENT_ID}/update-client-school/${school.id}`]: (call) =>
        fail
          ? { status: 500, body: { code: 'internal_error', message: 'boom' } }
          : { body: { ...school, ...(call.body as object) } },
    });
    const { user } = renderSection(<SchoolsSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Rice University' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    expect(within(dialog).getByLabelText(/School name/)).toHaveValue('Rice University');
    await user.clear(within(dialog).getByLabelText('Degree awarded'));
    await user.type(within(dialog).getByLabelText('Degree awarded'), 'PhD');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the school. Please try again.')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('School updated successfully.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({
      degree_awarded: 'PhD',
    });
  });

  it('shows the list without add or actions to a reader', async () => {
    serve([makeSchool()]);
    renderSection(<SchoolsSection clientId={CLIENT_ID} />, { rules: CLIENTS_READ });
    await screen.findByText('Rice University');
    expect(screen.queryByRole('button', { name: 'Add school' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Rice University' })).not.toBeInTheDocument();
  });
});
