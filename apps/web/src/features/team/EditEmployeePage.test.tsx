import type { EmployeeRule } from '@counsel/domain';
import { rulesAtLevel } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeDetail } from '../../test/team-fixtures';

const EMPLOYEE = makeDetail({ id: 101, full_name: 'Ben Carter' }, [{ subject: 'clients', action: 'read' }]);

function serve(me: ReturnType<typeof makeMe>, employee = EMPLOYEE) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/law-firm/employee/101': { body: { employee } },
    'GET /api/law-firm/employee/7': { body: { employee } },
    'PUT /api/law-firm/employee/101': { body: { employee } },
    'GET /api/law-firm/employee/404': { status: 404, body: { code: 'not_found', message: 'Employee not found' } },
    'GET /api/law-firm/employee/101/second-factor': { body: { enabled: true } },
    'DELETE /api/law-firm/employee/101/second-factor': { status: 204 },
    'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
    'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
    'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
    'GET /api/participant_type/get_all_participant_types/law_firm/3': {
      body: [{ id: 5, name: 'Petitioner', description: 'Files' }],
    },
  });
}
const puts = (calls: Array<{ method: string; body: unknown }>) => calls.filter((call) => call.method === 'PUT');

describe('edit employee profile', () => {
  it('lets an admin change only the rules and admin flag, sending just those', async () => {
    const server = serve(makeMe({ is_admin: true }));
    const { user } = renderApp('/team/101/edit-profile');
    const level = await screen.findByRole('combobox', { name: 'Authorization level' });
    expect(level).toHaveDisplayValue('Custom');
    await user.selectOptions(level, 'Read');
    await user.click(screen.getByRole('switch', { name: /Administrator/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    expect(puts(server.calls)[0]!.body).toEqual({ rules: rulesAtLevel('read'), is_admin: true });
    expect(await screen.findByText('Changes to Ben Carter were saved.')).toBeInTheDocument();
  });

  it('sends the details when they change', async () => {
    const server = serve(makeMe({ is_admin: true }));
    const { user } = renderApp('/team/101/edit-profile');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.type(name, 'Benjamin Carter');
    await user.click(screen.getByRole('checkbox', { name: 'Petitioner' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    expect(puts(server.calls)[0]!.body).toMatchObject({
      full_name: 'Benjamin Carter',
      phone_number: EMPLOYEE.phone_number,
      position: 'paralegal',
      address: EMPLOYEE.address,
      participant_types: [5],
      rules: EMPLOYEE.rules,
    });
  });

  it('shows the rules read-only to a non-admin who may update employees, and sends only details', async () => {
    const rules: EmployeeRule[] = [{ subject: 'employees', action: 'update' }];
    const server = serve(makeMe({ rules }));
    const { user } = renderApp('/team/101/edit-profile');
    const level = await screen.findByRole('combobox', { name: 'Authorization level' });
    expect(level).toBeDisabled();
    expect(screen.getByText('Only administrators can change permissions.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    expect(puts(server.calls)[0]!.body).not.toHaveProperty('rules');
    expect(puts(server.calls)[0]!.body).toMatchObject({ full_name: 'Ben Carter Jr' });
  });

  it('lets an admin set the default hourly rate used for new time entries', async () => {
    const server = serve(makeMe({ is_admin: true }));
    const { user } = renderApp('/team/101/edit-profile');
    const rate = await screen.findByRole('textbox', { name: 'Default hourly rate' });
    expect(rate).toHaveValue('$0.00');
    await user.clear(rate);
    await user.type(rate, '275.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(server.calls)).toHaveLength(1));
    expect(puts(server.calls)[0]!.body).toEqual({ rules: EMPLOYEE.rules, is_admin: false, default_hourly_rate: 275.5 });
  });

  it('shows the rate read-only to an employee editing their own profile without the rule', async () => {
    serve(makeMe(), { ...EMPLOYEE, id: 7 });
    renderApp('/team/7/edit-profile');
    expect(await screen.findByRole('textbox', { name: 'Default hourly rate' })).toBeDisabled();
  });

  it('shows no access to someone who may neither edit details nor rules, and not found for unknown ids', async () => {
    serve(makeMe({ rules: [{ subject: 'employees', action: 'read' }] }));
    const { router } = renderApp('/team/101/edit-profile');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    await router.navigate('/team/404/edit-profile');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lets an administrator reset the member’s second factor after confirming', async () => {
    const server = serve(makeMe({ is_admin: true }));
    const { user } = renderApp('/team/101/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Reset second factor' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Ben Carter's second factor?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset second factor' })).toBeNull());
  });

  it('offers no reset to someone who is not an administrator', async () => {
    serve(makeMe({ rules: [{ subject: 'employees', action: 'manage' }] }));
    renderApp('/team/101/edit-profile');
    await screen.findByRole('textbox', { name: /Full name/ });
    expect(screen.queryByRole('button', { name: 'Reset second factor' })).toBeNull();
  });
});
