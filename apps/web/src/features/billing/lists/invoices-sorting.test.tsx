import { describe, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { invoicesPage, MIXED, READER } from '../../../test/invoice-lists-test-data';
import { expectSortsAndExports } from '../../../test/list-sorting';
import { renderApp } from '../../../test/render-app';

describe('invoices list sorting and export', () => {
  it('sorts on the server by the clicked header and exports the same filter and order', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/invoice/all/3': { body: invoicesPage(MIXED) },
      'GET /api/invoice/all/3/export': { body: 'Number\r\n' },
    });
    const { user } = renderApp('/invoices');
    await expectSortsAndExports({
      calls,
      user,
      listPath: '/api/invoice/all/3',
      exportPath: '/api/invoice/all/3/export',
      initial: { header: /Date issued/, column: 'date_issued', order: 'desc' },
      other: { header: /Outstanding/, column: 'outstanding_amount' },
    });
  });
});
