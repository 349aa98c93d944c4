import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContacts } from '../../test/contacts-test-data';
import { expectSortsAndExports } from '../../test/list-sorting';
import { renderApp } from '../../test/render-app';

describe('contacts list sorting and export', () => {
  it('sorts on the server by the clicked header and exports the same filter and order', async () => {
    const { calls } = serveContacts({ 'GET /api/contacts/export': { body: 'Name\r\n' } });
    const { user } = renderApp('/contacts');
    const exported = await expectSortsAndExports({
      calls,
      user,
      listPath: '/api/contacts',
      exportPath: '/api/contacts/export',
      initial: { header: /Name/, column: 'name', order: 'asc' },
      other: { header: /Phone/, column: 'phone_number' },
    });
    expect(exported.get('employees')).toBe('false');
    // Primary contact and participant types are not sorted on.
    expect(screen.getByRole('columnheader', { name: 'Primary contact' })).not.toHaveAttribute('aria-sort');
  });
});
