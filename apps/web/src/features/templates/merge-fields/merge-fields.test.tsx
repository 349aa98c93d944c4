import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { FIRM, listOf } from '../../../test/template-test-data';
import { MERGE_FIELDS, query, renderTemplates } from '../../../test/templates-test-kit';

function serve(saveReply: (call: RecordedCall) => { status: number; body?: unknown }) {
  const saves: RecordedCall[] = [];
  const server = fakeApi({
    [`GET /api/templates/${FIRM}`]: { body: listOf([]) },
    [`GET /api/merge-fields/${FIRM}`]: { body: { merge_fields: MERGE_FIELDS } },
    'GET /api/table-column/get-columns': (call) => ({
      body: { columns: query(call.search).table === 'contact' ? ['first_name', 'middle_name', 'last_name'] : [] },
    }),
    [`POST /api/merge-fields/${FIRM}`]: (call) => {
      saves.push(call);
      return saveReply(call);
    },
    [`PUT /api/merge-fields/${FIRM}/40`]: (call) => {
      saves.push(call);
      return saveReply(call);
    },
    [`DELETE /api/merge-fields/${FIRM}/40`]: { status: 204 },
  });
  return { ...server, saves };
}

const created = { status: 201, body: { merge_field: MERGE_FIELDS[2] } };

async function openList(user: ReturnType<typeof renderTemplates>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Merge fields' }));
  return screen.findByRole('dialog', { name: 'Merge fields' });
}

describe('Merge fields', () => {
  it('lists each field with its target, name and label; built-in ones cannot be edited or deleted', async () => {
    serve(() => created);
    const { user } = renderTemplates('/settings/templates');
    const dialog = await openList(user);
    const builtIn = await within(dialog).findByRole('row', { name: /#contact_first_name/ });
    expect(builtIn).toHaveTextContent('Contact');
    expect(builtIn).toHaveTextContent("Client's first name");
    expect(builtIn).toHaveTextContent('Built-in');
    expect(within(builtIn).queryByRole('button')).toBeNull();
    const own = within(dialog).getByRole('row', { name: /#contact_passport_number/ });
    expect(own).not.toHaveTextContent('Built-in');
    expect(within(own).getByRole('button', { name: 'Actions for #contact_passport_number' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /#Law_Firm_name/ })).toHaveTextContent('Law firm');
  });

  it('requires target and field, shows the normalised name live, and shows a duplicate on the field', async () => {
    const { saves, calls } = serve(() => ({
      status: 409,
      body: { code: 'duplicate_merge_field', message: 'A merge field with this name already exists' },
    }));
    const { user } = renderTemplates('/settings/templates');
    const list = await openList(user);
    await user.click(within(list).getByRole('button', { name: 'New merge field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New merge field' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Target is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Target' }));
    await user.click(await screen.findByRole('option', { name: 'Contact' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/table-column/get-columns' && call.search === '?table=contact'),
      ).toBe(true),
    );
    const field = within(dialog).getByRole('combobox', { name: 'Field' });
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'Middle Name!');
    expect(within(dialog).getByText('#contact_middle_name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Middle name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('A merge field with this name already exists')).toBeInTheDocument();
    expect(saves[0]?.body).toEqual({ target: 'contact', field: 'middle_name', merge_field_name: 'Middle name' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a target has no fields to merge yet', async () => {
    serve(() => created);
    const { user } = renderTemplates('/settings/templates');
    const list = await openList(user);
    await user.click(within(list).getByRole('button', { name: 'New merge field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New merge field' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Target' }));
    await user.click(await screen.findByRole('option', { name: 'Meeting' }));
    expect(await within(dialog).findByText('Meeting has no fields to merge yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Field' })).toBeDisabled();
  });

  it('edits a field of the firm and saves it', async () => {
    const { saves } = serve(() => ({ status: 200, body: { merge_field: MERGE_FIELDS[2] } }));
    const { user } = renderTemplates('/settings/templates');
    const list = await openList(user);
    await user.click(await within(list).findByRole('button', { name: 'Actions for #contact_passport_number' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit merge field' });
    expect(within(dialog).getByRole('combobox', { name: 'Field' })).toHaveValue('passport_number');
    const label = within(dialog).getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Passport no.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Merge field saved')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({
      method: 'PUT',
      body: { target: 'contact', field: 'passport_number', merge_field_name: 'Passport no.' },
    });
  });

  it('deletes a field of the firm after confirmation', async () => {
    const { calls } = serve(() => created);
    const { user } = renderTemplates('/settings/templates');
    const list = await openList(user);
    await user.click(await within(list).findByRole('button', { name: 'Actions for #contact_passport_number' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete merge field?' });
    expect(dialog).toHaveTextContent('#contact_passport_number will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Merge field deleted')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/merge-fields/${FIRM}/40`)).toBe(true);
  });
});
