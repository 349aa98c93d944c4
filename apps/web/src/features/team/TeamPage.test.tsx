import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { employeesRoute, makeEmployee } from '../../test/team-fixtures';

const EMPLOYEES_PATH = '/api/law-firm/3/employees';
const cards = () => screen.getAllByRole('article');

describe('team page', () => {
  it('shows 6 members, then 6 more with each Show more, until everyone is shown', async () => {
    const all = Array.from({ length: 8 }, (_, i) => makeEmployee(i));
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'employees', action: 'read' }] }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute(all),
    });
    const { user } = renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(server.calls.find((c) => c.path === EMPLOYEES_PATH)?.search).toBe('?page=1&page_size=6');

    const card = screen.getByRole('article', { name: 'Ben Carter' });
    expect(within(card).getByText('Paralegal')).toBeInTheDocument();
    expect(within(card).getByText('employee1@haddad-law.test')).toBeInTheDocument();
    expect(within(card).getByText('1 case')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Chen Wei' })).getByText('2 cases')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // Without ADD_EMPLOYEE there is no add button, and without update or delete no menus.
    expect(screen.queryByRole('button', { name: 'Add employee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('removes a member only after confirmation, and never offers to remove oneself', async () => {
    const me = makeMe({ is_admin: true });
    const all = [makeEmployee(0), makeEmployee(1), makeEmployee(2, { id: me.user.id, full_name: me.user.full_name })];
    const server = fakeApi({
      'GET /api/auth/me': { body: me },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute(all),
      'DELETE /api/law-firm/employee/101': { status: 204 },
    });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Layla Haddad' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Assign a form to fill', 'Edit']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Ben Carter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove employee' });
    expect(dialog).toHaveTextContent('Remove Ben Carter from the team?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Ben Carter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ben Carter was removed from the team.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/law-firm/employee/101',
    ]);
  });

  it('mails a new invitation from a card’s menu', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute([makeEmployee(1)]),
      'POST /api/law-firm/employee/101/invitation': { status: 204 },
    });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Carter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new invitation was sent to employee1@haddad-law.test.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/law-firm/employee/101/invitation',
    ]);
  });

  it('opens the filling screen from a card’s menu to assign that employee a form, for those who may', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute([makeEmployee(1)]),
    });
    const { user, location } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Carter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Assign a form to fill' }));
    expect(await screen.findByRole('heading', { name: 'Fill a form' })).toBeInTheDocument();
    expect(location().search).toBe('?assign_to=101');
  });

  it('offers no form assignment to an employee who may not hand out forms', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'employees', action: 'manage' }] }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute([makeEmployee(1)]),
    });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Carter' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Assign a form to fill' })).toBeNull();
  });

  it('marks an invitation not yet accepted, with a resend button on the card', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute([makeEmployee(1, { invitation_pending: true }), makeEmployee(2)]),
      'POST /api/law-firm/employee/101/invitation': { status: 204 },
    });
    const { user } = renderApp('/team');
    const pending = await screen.findByRole('article', { name: 'Ben Carter' });
    expect(within(pending).getByText('Invitation pending')).toBeInTheDocument();
    const accepted = screen.getByRole('article', { name: makeEmployee(2).full_name });
    expect(within(accepted).queryByText('Invitation pending')).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Resend the invitation/ })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Resend the invitation to Ben Carter' }));
    expect(await screen.findByText('A new invitation was sent to employee1@haddad-law.test.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/law-firm/employee/101/invitation',
    ]);
  });

  it('opens the edit page from a card', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      [`GET ${EMPLOYEES_PATH}`]: employeesRoute([makeEmployee(1)]),
    });
    const { user, location } = renderApp('/ar/team');
    await user.click(await screen.findByRole('button', { name: 'إجراءات Ben Carter' }));
    await user.click(screen.getByRole('menuitem', { name: 'تعديل' }));
    await waitFor(() => expect(location().pathname).toBe('/ar/team/101/edit-profile'));
  });

  it('shows the no-access message without VIEW_EMPLOYEES, and the Team entries only with it', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'clients', action: 'read' }] }) },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user } = renderApp('/team');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Layla Haddad' }));
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('menuitem', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('lists the Team page in the navigation and the user menu for those who may view employees', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'employees', action: 'read' }] }) },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user } = renderApp('/main');
    expect(await screen.findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    await user.click(screen.getByRole('button', { name: 'Layla Haddad' }));
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/team');
  });
});
