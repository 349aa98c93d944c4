import type { LightUser } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { AssignCaseMembersModal } from './AssignCaseMembersModal';
import { CaseMembersSection } from './CaseMembersSection';

const CASES_UPDATE = [{ subject: 'cases' as const, action: 'update' as const }];
const CASES_READ = [{ subject: 'cases' as const, action: 'read' as const }];
const person = (id: number, full_name: string, position: LightUser['position'] = null): LightUser => ({
  id,
  full_name,
  image: null,
  email: `${id}@firm.example`,
  position,
});
const USERS = [person(11, 'Omar Haddad', 'paralegal'), person(12, 'Sara Nguyen', 'attorney'), person(13, 'ليلى منصور')];
const CASE_ID = 55;
const members = (...people: LightUser[]) => ({
  case_id: CASE_ID,
  members: people.map(({ id, full_name }) => ({ id, full_name, image: null })),
});

function openModal(preselected: number | null = null, reply: { status: number; body?: unknown } = { status: 201 }) {
  const server = fakeApi({
    'GET /api/law-firm/users/light': { body: USERS },
    'POST /api/law-firm/3/document-filling': reply,
  });
  let closed = false;
  const view = renderInApp(
    <AssignCaseMembersModal
      caseId={CASE_ID}
      caseTitle="Spousal petition"
      preselectedEmployeeId={preselected}
      onClose={() => {
        closed = true;
      }}
    />,
    CASES_UPDATE,
  );
  const dialog = screen.getByRole('dialog', { name: 'Assign employees to Spousal petition' });
  return { ...view, server, dialog, closed: () => closed };
}

describe('the case member assignment dialog', () => {
  afterEach(() => {
    void i18n.changeLanguage('en');
  });

  it('starts with the preselected employee as a card, adds and removes cards, and posts employees and case_id', async () => {
    const { user, dialog, server, closed } = openModal(12, { status: 201, body: members(USERS[1]!, USERS[2]!) });
    const chosen = await within(dialog).findByRole('list', { name: 'Selected employees' });
    await waitFor(() => expect(within(chosen).getByText('Sara Nguyen')).toBeInTheDocument());
    expect(within(chosen).getByText('Attorney')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    // Someone already chosen is not offered again.
    expect(screen.queryByRole('option', { name: 'Sara Nguyen' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'ليلى منصور' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar Haddad' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    expect(await screen.findByText('2 employees were assigned to the case.')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ employees: '[12,13]', case_id: String(CASE_ID) });
    expect(closed()).toBe(true);
  });

  it('keeps Assign now disabled with the rule while the list is empty', async () => {
    const { user, dialog, server } = openModal();
    expect(within(dialog).getByText('Choose at least one employee.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign now' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad' }));
    expect(within(dialog).getByRole('button', { name: 'Assign now' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar Haddad' }));
    expect(within(dialog).getByRole('button', { name: 'Assign now' })).toBeDisabled();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows an error toast and stays open when the server refuses (not 201)', async () => {
    const { user, dialog, closed } = openModal(11, {
      status: 422,
      body: { code: 'case_closed', message: 'The case is closed; reopen it to change its members.' },
    });
    await within(dialog).findByText('Omar Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    expect(await screen.findByText('The employees could not be assigned')).toBeInTheDocument();
    expect(screen.getByText('The case is closed. Reopen it to change its team.')).toBeInTheDocument();
    expect(closed()).toBe(false);
  });

  it('speaks Arabic', async () => {
    fakeApi({ 'GET /api/law-firm/users/light': { body: USERS } });
    renderInApp(<AssignCaseMembersModal caseId={CASE_ID} caseTitle="قضية" onClose={() => {}} />, CASES_UPDATE);
    await i18n.changeLanguage('ar');
    const dialog = await screen.findByRole('dialog', { name: 'إسناد موظفين إلى قضية' });
    expect(within(dialog).getByRole('button', { name: 'أسند الآن' })).toBeDisabled();
    expect(within(dialog).getByText('اختر موظفًا واحدًا على الأقل.')).toBeInTheDocument();
  });
});

describe('the team section of the case profile', () => {
  it('lists the members with their positions, removes one after a confirmation, and refreshes after assigning', async () => {
    let current = members(USERS[0]!, USERS[1]!);
    const server = fakeApi({
      'GET /api/law-firm/users/light': { body: USERS },
      [`GET /api/case/${CASE_ID}/members`]: () => ({ body: current }),
      [`DELETE /api/case/${CASE_ID}/members/11`]: () => {
        current = members(USERS[1]!);
        return { status: 204 };
      },
      'POST /api/law-firm/3/document-filling': () => {
        current = members(USERS[1]!, USERS[2]!);
        return { status: 201, body: current };
      },
    });
    const { user } = renderInApp(<CaseMembersSection caseId={CASE_ID} caseTitle="Spousal petition" />, CASES_UPDATE);
    const list = await screen.findByRole('list', { name: 'Team' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(list).findByText('Paralegal')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove Omar Haddad from the case' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from the case?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Omar Haddad was removed from the case.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Assign members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign employees to Spousal petition' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'ليلى منصور' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Team' })).getByText('ليلى منصور')).toBeVisible(),
    );
  });

  it.each([
    ['without update on cases', CASES_READ, false],
    ['on a closed case', CASES_UPDATE, true],
  ])('offers neither assigning nor removing %s', async (_, rules, closed) => {
    fakeApi({
      'GET /api/law-firm/users/light': { body: USERS },
      [`GET /api/case/${CASE_ID}/members`]: { body: members(USERS[0]!) },
    });
    renderInApp(<CaseMembersSection caseId={CASE_ID} caseTitle="Spousal petition" closed={closed} />, rules);
    const list = await screen.findByRole('list', { name: 'Team' });
    expect(within(list).getByText('Omar Haddad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign members' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('with no members, says so differently when the case has team leads', async () => {
    fakeApi({
      'GET /api/law-firm/users/light': { body: USERS },
      [`GET /api/case/${CASE_ID}/members`]: { body: members() },
    });
    const view = renderInApp(<CaseMembersSection caseId={CASE_ID} caseTitle="Spousal petition" />, CASES_READ);
    expect(await screen.findByText('No employee is assigned to this case yet.')).toBeInTheDocument();
    view.unmount();
    renderInApp(<CaseMembersSection caseId={CASE_ID} caseTitle="Spousal petition" teamLeadCount={2} />, CASES_READ);
    expect(
      await screen.findByText('No other employee is assigned yet: the team leads above lead the case.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No employee is assigned to this case yet.')).toBeNull();
  });
});
