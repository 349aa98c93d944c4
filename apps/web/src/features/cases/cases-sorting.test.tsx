import { describe, it } from 'vitest';
import { casesPage, firmCase } from '../../test/cases-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { expectSortsAndExports } from '../../test/list-sorting';
import { renderApp } from '../../test/render-app';

describe('cases list sorting and export', () => {
  it('sorts on the server by the clicked header and exports the same filter and order', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'cases', action: 'read' }] }) },
      'GET /api/law-firm/3/cases': { body: casesPage([firmCase(1), firmCase(2)]) },
      'GET /api/law-firm/3/cases/export': { body: 'Case\r\n' },
    });
    const { user } = renderApp('/client/cases');
    await expectSortsAndExports({
      calls,
      user,
      listPath: '/api/law-firm/3/cases',
      exportPath: '/api/law-firm/3/cases/export',
      initial: { header: /Opened/, column: 'created_at', order: 'desc' },
      other: { header: /Client/, column: 'client_name' },
    });
  });
});
