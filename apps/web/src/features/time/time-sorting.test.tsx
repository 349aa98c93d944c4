import { describe, expect, it } from 'vitest';
import { expectSortsAndExports } from '../../test/list-sorting';
import { renderApp } from '../../test/render-app';
import { entriesPage, makeEntry, serveTime } from '../../test/time-test-data';

describe('time entries list sorting and export', () => {
  it('sorts on the server by the clicked header and exports the same filter and order', async () => {
    const { calls } = serveTime({
      'GET /api/time_entry/all/3': { body: entriesPage([makeEntry()]) },
      'GET /api/time_entry/all/3/export': { body: 'Employee\r\n' },
    });
    const { user } = renderApp('/time-entries');
    const exported = await expectSortsAndExports({
      calls,
      user,
      listPath: '/api/time_entry/all/3',
      exportPath: '/api/time_entry/all/3/export',
      initial: { header: /Date recorded/, column: 'date_recorded', order: 'desc' },
      other: { header: /Duration/, column: 'duration' },
    });
    expect(exported.get('running')).toBe('false');
  });
});
